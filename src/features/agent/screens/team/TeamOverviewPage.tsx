import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { DEFAULT_PERIOD, type Period } from '../../constants';
import { useTeamOverview } from '../../api/reports';
import { AgentOnly } from '../../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../../components/AgentPage';
import { PeriodFilter } from '../../components/PeriodFilter';
import { StatGrid } from '../../components/StatGrid';
import { formatMoney, signedMoney } from '@/lib/money';

/** Team figures over a period: result and balance, members, funds and bets. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const overview = useTeamOverview(period);
  return (
    <AgentOnly>
      <AgentPage>
        <PeriodFilter value={period} onChange={setPeriod} />
        <QueryBoundary query={overview}>
          {() => {
            const o = overview.data!;
            return (
              <>
                <StatGrid
                  hero
                  stats={[
                    { label: t('overview.profitAmount'), value: signedMoney(o.profitAmount) },
                    { label: t('overview.teamBalance'), value: formatMoney(o.teamBalance) },
                  ]}
                />
                <p className="agent-note">{t('overview.profitHint')}</p>
                <section className="card agent-card" aria-labelledby="overview-members">
                  <h2 id="overview-members" className="agent-card__title">
                    {t('overview.members')}
                  </h2>
                  <StatGrid
                    stats={(
                      ['teamSize', 'agentCount', 'newMembers', 'activeMembers', 'firstDepositMembers'] as const
                    ).map((key) => ({
                      label: t(`overview.${key}`),
                      value: o[key],
                    }))}
                  />
                </section>
                <section className="card agent-card" aria-labelledby="overview-money">
                  <h2 id="overview-money" className="agent-card__title">
                    {t('overview.money')}
                  </h2>
                  <StatGrid
                    stats={(
                      [
                        'depositAmount',
                        'withdrawAmount',
                        'betAmount',
                        'validBetAmount',
                        'payoutAmount',
                        'rebateAmount',
                      ] as const
                    ).map((key) => ({
                      label: t(`overview.${key}`),
                      value: formatMoney(o[key]),
                    }))}
                  />
                </section>
              </>
            );
          }}
        </QueryBoundary>
      </AgentPage>
    </AgentOnly>
  );
}
