import { TeamPnlPage } from '@/features/agent/screens/team/TeamPnlPage';
import { routeHandle } from '@/app/route-handle';
import { teamPnlQueryOptions } from '@/features/agent/api/reports';
import { FIRST_LIST_PARAMS } from '@/features/agent/lib/use-list-controls';
import { startRouteData } from '@/app/route-data';

export default function AgentTeamPnlRoute() {
  return <TeamPnlPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('agentTeamPnl', ({ start, user }) => start(teamPnlQueryOptions(user, FIRST_LIST_PARAMS)), {
    agentOnly: true,
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentTeamPnl');
