import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { LotteryGame } from '@/api/types/lottery';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { href } from '@/config/paths';
import { useLotteryHistory } from '../../api/history';
import { HISTORY_PREVIEW_SIZE } from '../../constants';
import { useCloseOnRouteChange } from '../../lib/use-close-on-route-change';
import { HistoryList } from '../../components/HistoryList';

interface HistoryModalProps {
  open: boolean;
  onClose(): void;
  games: readonly LotteryGame[];
}

/** §2 history modal: game selector, name filter, the selected game's history, more history. */
export function HistoryModal({ open, onClose, games }: HistoryModalProps) {
  const { t } = useTranslation('lottery');
  useCloseOnRouteChange(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} title={t('history.title')} variant="sheet" className="lottery-history">
      <HistoryBrowser games={games} />
    </Dialog>
  );
}

function HistoryBrowser({ games }: { games: readonly LotteryGame[] }) {
  const { t } = useTranslation('lottery');
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState(games[0]?.gameId ?? '');
  const matching = useMemo(() => {
    const text = search.trim().toLowerCase();
    return games.filter((game) => game.gameName.toLowerCase().includes(text));
  }, [games, search]);
  const gameId = matching.some((game) => game.gameId === picked) ? picked : (matching[0]?.gameId ?? '');

  return (
    <div className="lottery-history__body">
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t('history.search')}
        </label>
        <div className="field__control">
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('history.searchPlaceholder')}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('history.game')}
        </label>
        <div className="field__control">
          <select
            id={selectId}
            value={gameId}
            onChange={(e) => setPicked(e.target.value)}
            disabled={matching.length === 0}
          >
            {matching.map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {game.gameName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {gameId ? (
        <HistoryPreview gameId={gameId} gameName={games.find((g) => g.gameId === gameId)?.gameName ?? ''} />
      ) : (
        <EmptyState>{t('history.noMatch')}</EmptyState>
      )}
    </div>
  );
}

function HistoryPreview({ gameId, gameName }: { gameId: string; gameName: string }) {
  const { t } = useTranslation('lottery');
  const history = useLotteryHistory(gameId, HISTORY_PREVIEW_SIZE);
  if (history.isPending) return <Spinner />;
  if (history.isError) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <>
      <HistoryList entries={history.data.pages[0]?.list ?? []} gameName={gameName} />
      <Link className="btn btn--ghost lottery-history__more" to={href('lottery', { gameId })}>
        {t('history.more')}
      </Link>
    </>
  );
}
