import { useId, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, LoadMore, Spinner } from '@/components/ui/feedback';
import { useLotteryHistory } from '../../api/history';
import { useLotteryMenu } from '../../api/lottery-menu';
import { DEFAULT_PRIZE_MODE, ELOTT_PRIZE_MODE, HISTORY_PAGE_SIZE } from '../../constants';
import { HistoryList } from '../../components/HistoryList';
import { allGames } from '../../lib/lobby-list';
import './results.css';

/** /m/lottery: every lottery's draw results, one game at a time, paged (the "more history" target). */
export function LotteryResultsPage() {
  const { t } = useTranslation('lottery');
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const lott = useLotteryMenu(DEFAULT_PRIZE_MODE);
  const elott = useLotteryMenu(ELOTT_PRIZE_MODE);
  const games = useMemo(
    () => allGames([...(lott.data?.categories ?? []), ...(elott.data?.categories ?? [])]),
    [lott.data, elott.data],
  );
  const gameId = params.get('gameId') ?? games[0]?.gameId ?? '';
  const game = games.find((g) => g.gameId === gameId);
  const failed = [lott, elott].filter((menu) => menu.isError);
  // Both menus fail together (one call, two prize modes): one tap retries each failed one.
  const retry = () => failed.forEach((menu) => void menu.refetch());

  return (
    <section className="lottery-results page">
      {lott.isPending || elott.isPending ? (
        <Spinner />
      ) : failed.length > 0 ? (
        <LoadFailed error={failed[0]!.error} onRetry={retry} />
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {t('history.game')}
            </label>
            <div className="field__control">
              <select
                id={selectId}
                value={gameId}
                onChange={(e) => setParams({ gameId: e.target.value }, { replace: true })}
              >
                {games.map((g) => (
                  <option key={g.gameId} value={g.gameId}>
                    {g.gameName}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {game ? (
            <ResultsHistory gameId={game.gameId} gameName={game.gameName} />
          ) : (
            <EmptyState>{t('history.noMatch')}</EmptyState>
          )}
        </>
      )}
    </section>
  );
}

function ResultsHistory({ gameId, gameName }: { gameId: string; gameName: string }) {
  const history = useLotteryHistory(gameId, HISTORY_PAGE_SIZE);
  if (history.isPending) return <Spinner />;
  // A later page that fails keeps the pages shown (LoadMore offers its retry).
  if (!history.data) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <>
      <HistoryList entries={history.data.pages.flatMap((page) => page.list)} gameName={gameName} />
      <LoadMore pages={history} className="lottery-results__more" />
    </>
  );
}
