import { TeamOverviewPage } from '@/features/agent/screens/team/TeamOverviewPage';

export default function AgentTeamOverviewRoute() {
  return <TeamOverviewPage />;
}
