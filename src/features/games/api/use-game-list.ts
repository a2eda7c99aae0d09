import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { SESSION_TABS, type ListState } from '../lib/list-state';
import { fetchGamePage, nextPageNo, type GamePage, type GameListRequest } from './game-pages';

export const gameListKeys = {
  all: ['games', 'list'] as const,
  tab: (tab: string) => ['games', 'list', tab] as const,
  list: (req: Omit<GameListRequest, 'token'> & { user: string | undefined }) =>
    ['games', 'list', req.tab, req] as const,
};

export type GameListData = InfiniteData<GamePage, number>;

/**
 * The games a list shows: a new query (page 1 replacing the list) whenever tab, filters or the
 * language change; further pages append (§4). Session tabs wait for a session.
 */
export function useGameList(gameType: string, state: ListState, { enabled = true } = {}) {
  const language = useDebouncedLanguage();
  const session = useSession();
  const needsSession = SESSION_TABS.includes(state.tab);
  const { tab, provider, name, classify, minBet } = state;
  const base = { tab, provider, name: name.trim(), classify, minBet, gameType, language };
  const query = useInfiniteQuery({
    queryKey: gameListKeys.list({ ...base, user: needsSession ? session?.userName : undefined }),
    queryFn: ({ pageParam }) => fetchGamePage({ ...base, token: session?.token ?? null }, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    enabled: enabled && (!needsSession || !!session),
  });
  const games = useMemo(() => query.data?.pages.flatMap((p) => p.games) ?? [], [query.data]);
  return { ...query, games };
}
