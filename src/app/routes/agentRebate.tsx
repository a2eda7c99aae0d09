import { RebateSettingsPage } from '@/features/agent/screens/rebate/RebateSettingsPage';
import { routeHandle } from '@/app/route-handle';

export default function AgentRebateRoute() {
  return <RebateSettingsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentRebate');
