import { TeamOverviewPage } from '@/features/agent/team/TeamOverviewPage';

export default function AgentTeamOverviewRoute() {
  return <TeamOverviewPage />;
}
