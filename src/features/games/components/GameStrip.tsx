import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/feedback';
import { useStripGames } from '../api/home';
import { GameTile } from './GameTile';
import { SectionHeader } from './SectionHeader';
import { useTileActions } from './use-tile-actions';

/** Tiles of the first screen width load eagerly; the rest of the strip waits until scrolled to. */
const EAGER_STRIP_TILES = 4;

/** A home section: a horizontally scrolling strip of up to 29 games of one category (§2, §9). */
export function GameStrip({ type }: { type: string }) {
  const { t } = useTranslation('games');
  const games = useStripGames(type);
  const { tileProps } = useTileActions(type);
  const title = t(`types.${type}`, { defaultValue: type });

  return (
    <section className="home-section card" aria-label={title}>
      <SectionHeader type={type} title={title} />
      {games.isError ? (
        <LoadFailed error={games.error} onRetry={() => void games.refetch()} />
      ) : games.isPending ? (
        <div className="game-strip game-strip--loading skeleton" aria-hidden="true" />
      ) : (
        <ul className="game-strip" aria-label={title}>
          {games.data.map((game, i) => (
            <li key={game.nodeId} className="game-strip__item">
              <GameTile {...tileProps(game)} eager={i < EAGER_STRIP_TILES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
