import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { WinnerEntry } from '@/api/types/games';
import { LoadFailed } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { PauseToggle } from '@/components/ui/pause-toggle';
import { useAutoplay } from '@/hooks/use-autoplay';
import { formatMoney } from '@/lib/money';
import { useWinners } from '../api/home';
import { useLaunchGame } from '../api/launch';
import { WINNER_LAUNCH_CATEGORY, WINNER_SCROLL_MS, WINNER_VISIBLE_ROWS } from '../constants';
import { TICKER_SLIDE_MS, useTicker } from '../lib/use-ticker';

const ROW_HEIGHT_PX = 44;

/**
 * Winner board (§2): hidden when empty; above 6 entries it scrolls up one row every 1.5 s.
 * Tapping a winner launches that game (login required). A failed load shows its retry in place.
 * Moving by itself needs a pause control (WCAG 2.2.2); with less motion asked for it starts paused.
 * Paused, the six-row window scrolls by hand instead.
 */
export function WinnerBoard() {
  const winners = useWinners();
  const launch = useLaunchGame();
  const { t } = useTranslation('games');
  const autoplay = useAutoplay();
  const list = winners.data ?? [];
  const long = list.length > WINNER_VISIBLE_ROWS;
  const scrolls = long && autoplay.playing;

  if (winners.isError)
    return (
      <section className="winner-board card" aria-labelledby="winner-board-title">
        <WinnerBoardHeader />
        <LoadFailed error={winners.error} onRetry={() => void winners.refetch()} />
      </section>
    );
  // Until the winners come, the board keeps its place: collapsing it would pull up what is below.
  if (winners.isPending) return <WinnerBoardPlaceholder />;
  if (list.length === 0) return null;
  // The list is repeated once so the scroll wraps around without a visible jump.
  const rows = scrolls ? [...list, ...list.slice(0, WINNER_VISIBLE_ROWS)] : list;
  const play = ({ vo }: WinnerEntry) =>
    void launch({ gameId: vo.gameId, nodeId: vo.nodeId, vassalage: vo.vendor }, WINNER_LAUNCH_CATEGORY);

  return (
    <section className="winner-board card" aria-labelledby="winner-board-title">
      <WinnerBoardHeader>
        {long && (
          <PauseToggle
            className="winner-board__pause"
            playing={scrolls}
            onToggle={autoplay.toggle}
            label={t(scrolls ? 'winners.pause' : 'winners.play')}
          />
        )}
      </WinnerBoardHeader>
      <WinnerTicker rowCount={list.length} scrolls={scrolls}>
        {rows.map((entry, i) => (
          <li key={i} style={{ height: ROW_HEIGHT_PX }} aria-hidden={i >= list.length || undefined}>
            <button
              type="button"
              className="winner-board__row"
              onClick={() => play(entry)}
              tabIndex={i >= list.length ? -1 : undefined}
            >
              <span className="winner-board__name">{entry.vo.customerName}</span>
              <span className="winner-board__game">{entry.vo.gameName}</span>
              <span className="winner-board__amount">{formatMoney(entry.vo.winAmount)}</span>
            </button>
          </li>
        ))}
      </WinnerTicker>
    </section>
  );
}

/**
 * The board's scrolling window. Only it re-renders at each step (every 1.5 s, for as long as the
 * page is open): the rows it is given stay the elements the board made, so React skips them.
 */
function WinnerTicker({ rowCount, scrolls, children }: { rowCount: number; scrolls: boolean; children: ReactNode }) {
  const { step, animate } = useTicker(scrolls ? rowCount : 0, WINNER_SCROLL_MS);
  return (
    <div
      className={`winner-board__viewport ${scrolls ? '' : 'winner-board__viewport--still'}`}
      style={{ height: Math.min(rowCount, WINNER_VISIBLE_ROWS) * ROW_HEIGHT_PX }}
    >
      <ul
        className="winner-board__list"
        style={{
          transform: `translateY(${-step * ROW_HEIGHT_PX}px)`,
          transition: animate ? `transform ${TICKER_SLIDE_MS}ms ease` : 'none',
        }}
      >
        {children}
      </ul>
    </div>
  );
}

/** The board's box before its winners are in (a full board: six rows). */
export function WinnerBoardPlaceholder() {
  return <div className="winner-board-placeholder" aria-hidden="true" />;
}

function WinnerBoardHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <header className="winner-board__header">
      <Icon name="trophy" size={20} />
      <h2 id="winner-board-title">{t('winners.title')}</h2>
      {children}
    </header>
  );
}
