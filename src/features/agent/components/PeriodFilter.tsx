import { useTranslation } from '@/lib/use-translation';
import { PERIODS, type Period } from '../constants';

/** The report period: today, yesterday, last 7 days, this month, last month (toggle buttons filtering one report, not tabs). */
export function PeriodFilter({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const { t } = useTranslation('agent');
  return (
    <div className="agent-tabs" role="group" aria-label={t('periods.label')}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="agent-tab"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`periods.${period}`)}
        </button>
      ))}
    </div>
  );
}
