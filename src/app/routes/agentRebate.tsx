import { RebateSettingsPage } from '@/features/agent/screens/rebate/RebateSettingsPage';
import { routeHandle } from '@/app/route-handle';
import { rebateSettingsQueryOptions } from '@/features/agent/api/rebate';
import { startRouteData } from '@/app/route-data';

export default function AgentRebateRoute() {
  return <RebateSettingsPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('agentRebate', ({ start, user }) => start(rebateSettingsQueryOptions(user)), { agentOnly: true });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentRebate');
