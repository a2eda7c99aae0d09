import { TeamOverviewPage } from '@/features/agent/screens/team/TeamOverviewPage';
import { routeHandle } from '@/app/route-handle';

export default function AgentTeamOverviewRoute() {
  return <TeamOverviewPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentTeamOverview');
