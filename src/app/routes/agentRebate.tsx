import { RebateSettingsPage } from '@/features/agent/screens/rebate/RebateSettingsPage';

export default function AgentRebateRoute() {
  return <RebateSettingsPage />;
}
