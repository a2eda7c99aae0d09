import { RebateIncomePage } from '@/features/agent/screens/rebate/RebateIncomePage';
import { routeHandle } from '@/app/route-handle';
import { rebateIncomeQueryOptions } from '@/features/agent/api/reports';
import { FIRST_LIST_PARAMS } from '@/features/agent/lib/use-list-controls';
import { startRouteData } from '@/app/route-data';

export default function TeamRebateRoute() {
  return <RebateIncomePage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('teamRebate', ({ start, user }) => start(rebateIncomeQueryOptions(user, FIRST_LIST_PARAMS)), {
    agentOnly: true,
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('teamRebate');
