import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TeamMember, TeamMemberFilter } from '@/api/types/agent';
import { EmptyState } from '@/components/ui/feedback';
import { isAgentType } from '@/config/constants';
import { useTeamMembers } from '../../api/reports';
import { AgentOnly } from '../../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../../components/AgentPage';
import { MemberSearch } from '../../components/MemberSearch';
import { Pager } from '../../components/Pager';
import { formatMoney } from '@/lib/money';
import { useListControls } from '../../lib/use-list-controls';
import { DEFAULT_MEMBER_FILTER } from '../../constants';

const FILTERS: TeamMemberFilter[] = ['all', 'online', 'agents'];

function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation('agent');
  const agent = isAgentType(member.type);
  return (
    <li className="card agent-row">
      <div className="agent-row__head">
        <span className="agent-row__name">{member.username}</span>
        <span className={`agent-chip ${agent ? 'agent-chip--agent' : ''}`}>
          {agent ? t('team.agent') : t('team.member')}
        </span>
        <span className={`agent-chip agent-row__side ${member.online ? 'agent-chip--online' : ''}`}>
          {member.online ? t('team.online') : t('team.offline')}
        </span>
      </div>
      <dl className="agent-facts agent-facts--stack">
        <dt>{t('team.balance')}</dt>
        <dd>{formatMoney(member.balance)}</dd>
        <dt>{t('team.validBet30d')}</dt>
        <dd>{formatMoney(member.validBet30d)}</dd>
        <dt>{t('team.registered')}</dt>
        <dd>{member.registerTime}</dd>
        <dt>{t('team.lastLogin')}</dt>
        <dd>{member.lastLoginTime ?? t('team.neverLoggedIn')}</dd>
      </dl>
    </li>
  );
}

/** Team management: every member of the team, searchable by username, filterable, paged. */
export function TeamMembersPage() {
  const { t } = useTranslation('agent');
  const { search, setSearch, username, pageNum, setPage } = useListControls();
  const [filter, setFilter] = useState<TeamMemberFilter>(DEFAULT_MEMBER_FILTER);
  const members = useTeamMembers({ pageNum, username, filter });

  return (
    <AgentOnly>
      <AgentPage>
        <MemberSearch value={search} onChange={setSearch} />
        <div className="agent-tabs" role="group" aria-label={t('team.filterLabel')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className="agent-tab"
              aria-pressed={f === filter}
              onClick={() => {
                setFilter(f);
                setPage(1);
              }}
            >
              {t(`team.filters.${f}`)}
            </button>
          ))}
        </div>
        <QueryBoundary query={members}>
          {() => {
            const data = members.data!;
            if (data.list.length === 0) return <EmptyState>{t('team.empty')}</EmptyState>;
            return (
              <>
                <p className="agent-count" aria-live="polite">
                  {t('team.total', { count: data.total ?? data.list.length })}
                </p>
                <ul className="agent-list" aria-label={t('grid.teamManagement')}>
                  {data.list.map((member) => (
                    <MemberCard key={member.id} member={member} />
                  ))}
                </ul>
                <Pager page={data.pageNum} totalPages={data.totalPages} onChange={setPage} />
              </>
            );
          }}
        </QueryBoundary>
      </AgentPage>
    </AgentOnly>
  );
}
