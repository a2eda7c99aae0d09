import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import type { LanguageCode } from '@/api/types/common';
import { useSession, type SessionInfo } from '@/stores/session';
import { SESSION_TABS, type ListScope, type ListState } from '../lib/list-state';
import { fetchGamePage, nextPageNo, type GamePage, type GameListRequest } from './game-pages';
import { gamesKeys } from './keys';

/** A game list, page by page: `user` is in the key of the session tabs only (their lists are the player's). */
export const gameListQueryOptions = (req: GameListRequest, user: string | undefined) => {
  const { token, ...keyed } = req;
  return infiniteQueryOptions({
    queryKey: gamesKeys.list({ ...keyed, user }),
    queryFn: ({ pageParam }) => fetchGamePage({ ...keyed, token }, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
};

export type GameListData = InfiniteData<GamePage, number>;

/**
 * The list a game list page in `state` shows (its grid's, its search's and its route loader's); session
 * tabs are ready with a session only.
 */
export function gameListQuery(
  { gameType, fixedProvider }: ListScope,
  state: ListState,
  language: LanguageCode,
  session: SessionInfo | null,
) {
  const needsSession = SESSION_TABS.includes(state.tab);
  const { tab, name, classify, minBet } = state;
  // Every list of a page fixed to one vendor (§2 /m/inhouse: BGS only) keeps to it, whatever was chosen.
  const provider = fixedProvider || state.provider;
  const base = { tab, provider, name: name.trim(), classify, minBet, gameType, language };
  return {
    options: gameListQueryOptions(
      { ...base, token: session?.token ?? null },
      needsSession ? session?.userName : undefined,
    ),
    ready: !needsSession || !!session,
  };
}

/**
 * The games a list shows: a new query (page 1 replacing the list) whenever tab, filters or the
 * language change; further pages append (§4). Session tabs wait for a session.
 */
export function useGameList(scope: ListScope, state: ListState, { enabled = true } = {}) {
  const list = gameListQuery(scope, state, useDebouncedLanguage(), useSession());
  const query = useInfiniteQuery({ ...list.options, enabled: enabled && list.ready });
  const games = useMemo(() => query.data?.pages.flatMap((p) => p.games) ?? [], [query.data]);
  return { ...query, games };
}
