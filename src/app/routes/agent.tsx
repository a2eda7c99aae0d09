import { AgentDashboard } from '@/features/agent/screens/dashboard/AgentDashboard';
import { routeHandle } from '@/app/route-handle';

export default function AgentRoute() {
  return <AgentDashboard />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agent');
