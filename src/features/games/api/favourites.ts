import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@/stores/session';
import { useTranslation } from '@/lib/use-translation';
import { api } from '@/api';
import type { Game } from '@/api/types/games';
import { useSingleFlightMutation } from '@/hooks/use-single-flight-mutation';
import { toast } from '@/components/ui/toast';
import { useRequireSession } from '@/hooks/use-require-session';
import { useSession } from '@/stores/session';
import { FAVOURITE_IDS_PAGE_SIZE } from '../constants';
import { gameVendor } from '../lib/game-vendor';
import { gamesKeys } from './keys';
import type { GameListData } from './use-game-list';

export const favouriteIdsQueryOptions = (session: SessionInfo | null) =>
  queryOptions({
    queryKey: gamesKeys.favouriteIds(session?.userName),
    queryFn: async () =>
      new Set(await api.favouriteIds({ token: session!.token, pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE })),
    staleTime: 60_000,
  });

/** Node ids of the player's favourites (stars on tiles); empty when logged out. */
export function useFavouriteIds(): Set<string> {
  const session = useSession();
  const query = useQuery({ ...favouriteIdsQueryOptions(session), enabled: !!session });
  return (session && query.data) || EMPTY;
}
const EMPTY = new Set<string>();

type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage'>;

/** Remove a game from every cached favourite list at once (§4: the fav tab removes before the call). */
function removeFromFavLists(client: ReturnType<typeof useQueryClient>, nodeId: string) {
  client.setQueriesData<GameListData>(
    { queryKey: gamesKeys.listTab('fav') },
    (data) =>
      data && { ...data, pages: data.pages.map((p) => ({ ...p, games: p.games.filter((g) => g.nodeId !== nodeId) })) },
  );
}

/**
 * Favourite toggle (§4): needs a session, else /m/login. A loading notice while the call runs;
 * success updates the ids and lists and shows "Change saved"; failure only hides the notice (§4, §8),
 * so the star keeps its state and a game removed at once from the fav tab stays off it until the
 * list is read again.
 */
export function useToggleFavourite() {
  const { t } = useTranslation('games');
  const client = useQueryClient();
  const session = useSession();
  const requireSession = useRequireSession();
  const ids = useFavouriteIds();

  const mutation = useSingleFlightMutation({
    mutationFn: async ({ game, add }: { game: FavouriteGame; add: boolean; removeAtOnce: boolean }) => {
      const payload = { nodeId: game.nodeId, vendor: gameVendor(game), token: session?.token ?? '' };
      await (add ? api.favouriteAdd(payload) : api.favouriteRemove(payload));
    },
    // Returns what hides the loading notice.
    onMutate: ({ game, add, removeAtOnce }) => {
      if (!add && removeAtOnce) removeFromFavLists(client, game.nodeId);
      return toast.loading(t('favourite.saving'));
    },
    onSuccess: (_void, { game, add }) => {
      client.setQueryData<Set<string>>(gamesKeys.favouriteIds(session?.userName), (old) => {
        const next = new Set(old);
        if (add) next.add(game.nodeId);
        else next.delete(game.nodeId);
        return next;
      });
      void client.invalidateQueries({ queryKey: gamesKeys.listTab('fav') });
      toast.success(t('favourite.saved'));
    },
    onSettled: (_data, _error, _variables, hideLoading) => hideLoading?.(),
  });

  return {
    isFavourite: (game: FavouriteGame) => ids.has(game.nodeId),
    isPending: (game: FavouriteGame) => mutation.isPending && mutation.variables?.game.nodeId === game.nodeId,
    toggle(game: FavouriteGame, { removeAtOnce = false } = {}) {
      if (!requireSession()) return;
      mutation.mutate({ game, add: !ids.has(game.nodeId), removeAtOnce });
    },
  };
}
