import { AgentRegisterPage } from '@/features/agent/register/AgentRegisterPage';

export default function AgentRegisterRoute() {
  return <AgentRegisterPage />;
}
