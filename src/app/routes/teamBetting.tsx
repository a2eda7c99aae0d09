import { TeamBetsPage } from '@/features/agent/screens/team/TeamBetsPage';
import { routeHandle } from '@/app/route-handle';
import { teamBetsQueryOptions } from '@/features/agent/api/reports';
import { FIRST_LIST_PARAMS } from '@/features/agent/lib/use-list-controls';
import { startRouteData } from '@/app/route-data';

export default function TeamBettingRoute() {
  return <TeamBetsPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('teamBetting', ({ start, user }) => start(teamBetsQueryOptions(user, FIRST_LIST_PARAMS)), {
    agentOnly: true,
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('teamBetting');
