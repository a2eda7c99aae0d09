import { AgentDashboard } from '@/features/agent/screens/dashboard/AgentDashboard';

export default function AgentRoute() {
  return <AgentDashboard />;
}
