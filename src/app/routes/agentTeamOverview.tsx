import { TeamOverviewPage } from '@/features/agent/screens/team/TeamOverviewPage';
import { routeHandle } from '@/app/route-handle';
import { teamOverviewQueryOptions } from '@/features/agent/api/reports';
import { FIRST_LIST_PARAMS } from '@/features/agent/lib/use-list-controls';
import { startRouteData } from '@/app/route-data';

export default function AgentTeamOverviewRoute() {
  return <TeamOverviewPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData(
    'agentTeamOverview',
    ({ start, user }) => start(teamOverviewQueryOptions(user, FIRST_LIST_PARAMS.period)),
    { agentOnly: true },
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentTeamOverview');
