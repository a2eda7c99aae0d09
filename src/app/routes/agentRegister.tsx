import { AgentRegisterPage } from '@/features/agent/screens/register/AgentRegisterPage';

export default function AgentRegisterRoute() {
  return <AgentRegisterPage />;
}
