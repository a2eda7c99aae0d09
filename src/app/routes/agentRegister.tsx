import { AgentRegisterPage } from '@/features/agent/screens/register/AgentRegisterPage';
import { routeHandle } from '@/app/route-handle';

export default function AgentRegisterRoute() {
  return <AgentRegisterPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentRegister');
