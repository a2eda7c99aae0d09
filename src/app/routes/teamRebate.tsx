import { RebateIncomePage } from '@/features/agent/rebate/RebateIncomePage';

export default function TeamRebateRoute() {
  return <RebateIncomePage />;
}
