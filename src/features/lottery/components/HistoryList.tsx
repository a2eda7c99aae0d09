import { useTranslation } from '@/lib/use-translation';
import type { LotteryHistoryEntry } from '@/api/types/lottery';
import { EmptyState } from '@/components/ui/feedback';
import { WinningNumbers } from './WinningNumbers';

/** Draws of one game, newest first: draw number, time and the numbers per level. */
export function HistoryList({ entries, gameName }: { entries: readonly LotteryHistoryEntry[]; gameName: string }) {
  const { t } = useTranslation('lottery');
  if (entries.length === 0) return <EmptyState>{t('history.empty')}</EmptyState>;
  return (
    <ol className="lottery-history-list" aria-label={t('history.listLabel', { name: gameName })}>
      {entries.map((entry) => (
        <li key={entry.numero} className="lottery-history-list__item">
          <p className="lottery-history-list__meta">
            <span>{t('history.numero', { numero: entry.numero })}</span>
            <time dateTime={entry.drawTime.replace(' ', 'T')}>{entry.drawTime.slice(0, 16)}</time>
          </p>
          <WinningNumbers winningNumber={entry.winningNumber} />
        </li>
      ))}
    </ol>
  );
}
