import { RebateIncomePage } from '@/features/agent/screens/rebate/RebateIncomePage';
import { routeHandle } from '@/app/route-handle';

export default function TeamRebateRoute() {
  return <RebateIncomePage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('teamRebate');
