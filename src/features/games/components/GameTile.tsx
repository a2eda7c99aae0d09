import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { Game } from '@/api/types/games';
import { Icon } from '@/components/ui/icon/Icon';
import { GAME_ICON_SIZE } from '../constants';
import '../games.css';

interface GameTileProps {
  game: Game;
  iconUrl: string;
  isFavourite: boolean;
  favouritePending: boolean;
  onLaunch(game: Game): void;
  onFavourite(game: Game): void;
  /** The games namespace's `t`, from the list (useTileActions). */
  t: TFunction<'games'>;
  /** Tiles in the first screen load their image eagerly. */
  eager?: boolean;
}

/** §2 game tile: image, favourite star, Hot or New tag, name. */
export const GameTile = memo(function GameTile({
  game,
  iconUrl,
  isFavourite,
  favouritePending,
  onLaunch,
  onFavourite,
  t,
  eager,
}: GameTileProps) {
  const name = game.displayName || game.gameName;
  const tag = game.isTop ? 'hot' : game.isNew ? 'new' : null;
  return (
    <article className="game-tile">
      <button
        type="button"
        className="game-tile__play"
        onClick={() => onLaunch(game)}
        aria-label={t('tile.play', { name })}
      >
        <img
          className="game-tile__image"
          src={iconUrl}
          alt={name}
          width={GAME_ICON_SIZE}
          height={GAME_ICON_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="game-tile__name">{name}</span>
      </button>
      {tag && <span className={`game-tile__tag game-tile__tag--${tag}`}>{t(`tile.${tag}`)}</span>}
      <button
        type="button"
        className={`game-tile__star ${isFavourite ? 'is-on' : ''}`}
        onClick={() => onFavourite(game)}
        aria-pressed={isFavourite}
        aria-label={t('tile.favourite', { name })}
        disabled={favouritePending}
      >
        <Icon name="star" size={16} filled={isFavourite} />
      </button>
    </article>
  );
});
