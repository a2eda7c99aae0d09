import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, LoadMore, Spinner } from '@/components/ui/feedback';
import { useTransactions } from '../../api/transactions';
import {
  DEFAULT_RECORD_RANGE,
  RECORD_RANGES,
  TRANSACTION_FILTERS,
  type RecordRange,
  type TransactionFilter,
} from '../../constants';
import { lastDaysRange } from '@/lib/dates';
import { useCurrencySymbol } from '@/queries/currency-symbol';
import { filterFromQuery } from '../../lib/record-filter';
import { TransactionRow } from './TransactionRow';
import '../../components/member-page.css';
import './transactions.css';

/** Transaction records (/m/transaction/record?types=…): type tabs, date range, load more. */
export function TransactionRecordPage() {
  const { t } = useTranslation('member');
  const [params, setParams] = useSearchParams();
  const filter = filterFromQuery(params.get('types'));
  const [range, setRange] = useState<RecordRange>(DEFAULT_RECORD_RANGE);
  const records = useTransactions(filter, lastDaysRange(RECORD_RANGES[range]));
  const symbol = useCurrencySymbol();

  const chooseFilter = (next: TransactionFilter) => {
    const updated = new URLSearchParams(params);
    updated.set('types', next);
    setParams(updated, { replace: true });
  };

  const rows = records.data?.pages.flatMap((page) => page.list) ?? [];
  const total = records.data?.pages[0]?.total ?? 0;

  return (
    <section className="page member-page records" aria-label={t('records.title')}>
      <div className="records__filters card">
        <div className="records__tabs" role="group" aria-label={t('records.typeFilter')}>
          {TRANSACTION_FILTERS.map((type) => (
            <button
              key={type}
              type="button"
              className={`records__tab ${type === filter ? 'is-active' : ''}`}
              aria-pressed={type === filter}
              onClick={() => chooseFilter(type)}
            >
              {t(`records.types.${type}`)}
            </button>
          ))}
        </div>
        <label className="records__range">
          <span className="visually-hidden">{t('records.range')}</span>
          <select
            value={range}
            onChange={(e) => setRange(e.target.value as RecordRange)}
            aria-label={t('records.range')}
          >
            {(Object.keys(RECORD_RANGES) as RecordRange[]).map((key) => (
              <option key={key} value={key}>
                {t(`records.ranges.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {records.isPending ? (
        <Spinner />
      ) : records.isError && rows.length === 0 ? (
        <LoadFailed error={records.error} onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('records.empty')}</EmptyState>
      ) : (
        <>
          <p className="records__count" role="status">
            {t('records.count', { count: total })}
          </p>
          <ul className="card records__list" aria-label={t('records.list')}>
            {rows.map((record) => (
              <TransactionRow key={record.id} record={record} symbol={symbol} />
            ))}
          </ul>
          <LoadMore pages={records} />
          {!records.hasNextPage && <p className="records__end">{t('records.end')}</p>}
        </>
      )}
    </section>
  );
}
