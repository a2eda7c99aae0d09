import { useState, type UIEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LoadFailed } from '@/components/ui/feedback';
import { useStripGames } from '../api/home';
import { GameTile } from './GameTile';
import { SectionHeader } from './SectionHeader';
import { useTileActions } from '../lib/use-tile-actions';
import { EAGER_STRIP_TILES } from '../constants';

/**
 * Tiles rendered at first: a screen width (3½ tiles of 96 px at 375 px) and a little more. The
 * rest come with the first sideways scroll, touch or focus in the strip: a home page shows five or
 * six strips, and rendering all their tiles at once was most of the home's first render.
 */
const FIRST_STRIP_TILES = 5;

/** A home section: a horizontally scrolling strip of up to 29 games of one category (§2, §9). */
export function GameStrip({ type }: { type: string }) {
  const { t } = useTranslation('games');
  const games = useStripGames(type);
  const { tileProps } = useTileActions(type);
  const title = t(`types.${type}`, { defaultValue: type });
  const [complete, setComplete] = useState(false);
  const showAll = () => setComplete(true);
  // Only a scroll that moved the strip counts (snapping may report one at layout).
  const onScroll = (e: UIEvent<HTMLUListElement>) => e.currentTarget.scrollLeft > 0 && showAll();

  return (
    <section className="home-section card" aria-label={title}>
      <SectionHeader type={type} title={title} />
      {games.isError ? (
        <LoadFailed error={games.error} onRetry={() => void games.refetch()} />
      ) : games.isPending ? (
        <div className="game-strip game-strip--loading skeleton" aria-hidden="true" />
      ) : (
        <ul className="game-strip" aria-label={title} onScroll={onScroll} onPointerDown={showAll} onFocus={showAll}>
          {(complete ? games.data : games.data.slice(0, FIRST_STRIP_TILES)).map((game, i) => (
            // The set size tells screen readers how many games the strip holds before all are rendered.
            <li key={game.nodeId} className="game-strip__item" aria-setsize={games.data.length} aria-posinset={i + 1}>
              <GameTile {...tileProps(game)} eager={i < EAGER_STRIP_TILES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
