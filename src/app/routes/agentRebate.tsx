import { RebateSettingsPage } from '@/features/agent/rebate/RebateSettingsPage';

export default function AgentRebateRoute() {
  return <RebateSettingsPage />;
}
