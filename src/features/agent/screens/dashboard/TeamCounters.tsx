import { useTranslation } from '@/lib/use-translation';
import { LoadFailed } from '@/components/ui/feedback';
import { TEAM_COUNTERS } from '../../constants';
import { useTeamKpi } from '../../api/dashboard';

/** Today's four team counters from the team KPI footer. */
export function TeamCounters() {
  const { t } = useTranslation('agent');
  const kpi = useTeamKpi();
  return (
    <section className="card agent-card" aria-labelledby="agent-counters-title">
      <h2 id="agent-counters-title" className="agent-card__title">
        {t('counters.title')}
      </h2>
      {kpi.isError ? (
        <LoadFailed error={kpi.error} onRetry={() => kpi.refetch()} />
      ) : (
        <dl className="agent-counters">
          {TEAM_COUNTERS.map((counter) => (
            <div key={counter} className="agent-counters__item">
              <dt>{t(`counters.${counter}`)}</dt>
              <dd className={kpi.data ? '' : 'skeleton'}>{kpi.data ? kpi.data[counter] : '\u00a0'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
