import { WithdrawPage } from '@/features/member/screens/withdraw/WithdrawPage';

export default function WithdrawRoute() {
  return <WithdrawPage />;
}
