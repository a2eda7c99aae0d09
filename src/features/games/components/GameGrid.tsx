import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@/api/types/games';
import { LoadFailed, Spinner, type MorePages } from '@/components/ui/feedback';
import { useFirstScreenFirst } from '@/hooks/use-first-screen-first';
import { GRID_COLUMNS, GRID_FIRST_SCREEN_ROWS, GRID_OVERSCAN_ROWS, INFINITE_SCROLL_THRESHOLD_PX } from '../constants';
import { GameTile } from './GameTile';
import { useTileActions } from '../lib/use-tile-actions';
import { useElementWidth, useWindowRows } from '../lib/use-window-rows';

const GAP_PX = 10;
/** Two lines of name under the square icon. */
const NAME_BLOCK_PX = 40;
const FALLBACK_WIDTH_PX = 351;

interface GameGridProps {
  games: Game[];
  category: string;
  label: string;
  /** The list's pages: the next one is asked for as the end nears. */
  pages: MorePages;
  /** The fav tab removes an unstarred game at once (§4). */
  removeOnUnfavourite?: boolean;
}

/**
 * The game grid of a list page: windowed (only rows near the viewport are in the DOM) and loading
 * the next page when its end comes within 300 px of the viewport (§2). A next page that fails to
 * load ends the grid with its retry, and nothing asks again by itself.
 */
export function GameGrid({ games, category, label, pages, removeOnUnfavourite }: GameGridProps) {
  const { t } = useTranslation('games');
  const ref = useRef<HTMLUListElement>(null);
  const width = useElementWidth(ref, FALLBACK_WIDTH_PX);
  const tileWidth = (width - GAP_PX * (GRID_COLUMNS - 1)) / GRID_COLUMNS;
  const rowHeight = Math.round(tileWidth + NAME_BLOCK_PX + GAP_PX);
  const rowCount = Math.ceil(games.length / GRID_COLUMNS);
  const { first, last, distanceToEnd } = useWindowRows(ref, rowCount, rowHeight, GRID_OVERSCAN_ROWS);
  const { tileProps } = useTileActions(category, { removeAtOnce: removeOnUnfavourite });

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const nearEnd = distanceToEnd < INFINITE_SCROLL_THRESHOLD_PX;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, games.length]);

  // The rows a screen shows first, the window's other rows in a transition (docs/performance.md, "Main-thread work (TBT)").
  const firstScreen = GRID_COLUMNS * GRID_FIRST_SCREEN_ROWS;
  const visible = useFirstScreenFirst(games.slice(first * GRID_COLUMNS, last * GRID_COLUMNS), firstScreen);
  return (
    <>
      <ul className="game-grid" ref={ref} aria-label={label} style={{ height: rowCount * rowHeight }}>
        {visible.map((game, i) => {
          const index = first * GRID_COLUMNS + i;
          const row = Math.floor(index / GRID_COLUMNS);
          const col = index % GRID_COLUMNS;
          return (
            <li
              key={game.nodeId}
              className="game-grid__cell"
              aria-setsize={games.length}
              aria-posinset={index + 1}
              style={{
                width: tileWidth,
                transform: `translate(${col * (tileWidth + GAP_PX)}px, ${row * rowHeight}px)`,
              }}
            >
              <GameTile {...tileProps(game)} eager={index < firstScreen} />
            </li>
          );
        })}
      </ul>
      {isFetchingNextPage && <Spinner label={t('list.loadingMore')} />}
      {isFetchNextPageError && <LoadFailed error={pages.error} onRetry={() => void fetchNextPage()} />}
      {!hasNextPage && games.length > 0 && <p className="game-grid__end">{t('list.end', { count: games.length })}</p>}
    </>
  );
}
