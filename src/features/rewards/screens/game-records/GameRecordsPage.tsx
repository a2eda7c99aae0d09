import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { DateRangeQuery } from '@/api/types/member';
import { EmptyState, LoadFailed, LoadMore, Spinner } from '@/components/ui/feedback';
import { useGameRecords } from '../../api/game-records';
import { DEFAULT_GAME_RECORD_PRESET, DEFAULT_GAME_TYPE_FILTER, type GameTypeFilter } from '../../constants';
import { presetRange, validateRange } from '../../lib/date-range';
import { useCurrencySymbol } from '@/queries/currency-symbol';
import { GameRecordFilters } from './GameRecordFilters';
import { GameRecordRow } from './GameRecordRow';
import { GameRecordSummary } from './GameRecordSummary';
import '../../components/rewards.css';
import './game-records.css';

/** Game records (/m/gameRecord): date range and game type filters, a summary of the range, load more. */
export function GameRecordsPage() {
  const { t } = useTranslation('rewards');
  const [range, setRange] = useState<DateRangeQuery>(() => presetRange(DEFAULT_GAME_RECORD_PRESET));
  const [gameType, setGameType] = useState<GameTypeFilter>(DEFAULT_GAME_TYPE_FILTER);
  const rangeError = validateRange(range);
  const records = useGameRecords(range, gameType, rangeError === null);
  const symbol = useCurrencySymbol();

  const rows = records.data?.pages.flatMap((page) => page.list) ?? [];
  const summary = records.data?.pages[0]?.summary;

  return (
    <section className="page rewards-page game-records" aria-label={t('gameRecords.title')}>
      <GameRecordFilters
        range={range}
        onRange={setRange}
        rangeError={rangeError}
        gameType={gameType}
        onGameType={setGameType}
      />

      {rangeError ? null : records.isPending ? (
        <Spinner />
      ) : records.isError && rows.length === 0 ? (
        <LoadFailed error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <>
          {summary && <GameRecordSummary summary={summary} symbol={symbol} />}
          {rows.length === 0 ? (
            <EmptyState>{t('gameRecords.empty')}</EmptyState>
          ) : (
            <>
              <ul className="card game-records__list" aria-label={t('gameRecords.list')}>
                {rows.map((record) => (
                  <GameRecordRow key={record.id} record={record} symbol={symbol} />
                ))}
              </ul>
              <LoadMore pages={records} />
              {!records.hasNextPage && <p className="rewards-page__end">{t('gameRecords.end')}</p>}
            </>
          )}
        </>
      )}
    </section>
  );
}
