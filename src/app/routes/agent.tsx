import { AgentDashboard } from '@/features/agent/dashboard/AgentDashboard';

export default function AgentRoute() {
  return <AgentDashboard />;
}
