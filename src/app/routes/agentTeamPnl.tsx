import { TeamPnlPage } from '@/features/agent/screens/team/TeamPnlPage';
import { routeHandle } from '@/app/route-handle';

export default function AgentTeamPnlRoute() {
  return <TeamPnlPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentTeamPnl');
