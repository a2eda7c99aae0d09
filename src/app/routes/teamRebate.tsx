import { RebateIncomePage } from '@/features/agent/screens/rebate/RebateIncomePage';

export default function TeamRebateRoute() {
  return <RebateIncomePage />;
}
