import { DividendPage } from '@/features/agent/screens/dividend/DividendPage';
import { routeHandle } from '@/app/route-handle';

export default function AgentDividendRoute() {
  return <DividendPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentDividend');
