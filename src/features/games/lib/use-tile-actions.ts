import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@/api/types/games';
import { useImageUrl } from '@/queries/site';
import { useToggleFavourite } from '../api/favourites';
import { useLaunchGame } from '../api/launch';
import { tileIconPath } from './tile-icon';

/**
 * What every tile of a list needs: launch, favourite state and toggle, icon URL, and the games
 * namespace's `t`. The list resolves `t` once and hands it to its tiles, which are memoised and
 * mount by the dozen in one render (docs/performance.md, "Main-thread work (TBT)").
 */
export function useTileActions(category: string, { removeAtOnce = false } = {}) {
  const { t } = useTranslation('games');
  const launch = useLaunchGame();
  const favourites = useToggleFavourite();
  const resolveImage = useImageUrl();
  const onLaunch = useCallback((game: Game) => void launch(game, category), [launch, category]);
  const onFavourite = (game: Game) => favourites.toggle(game, { removeAtOnce });
  return {
    tileProps: (game: Game) => ({
      game,
      iconUrl: resolveImage(tileIconPath(game)),
      isFavourite: favourites.isFavourite(game),
      favouritePending: favourites.isPending(game),
      onLaunch,
      onFavourite,
      t,
    }),
  };
}
