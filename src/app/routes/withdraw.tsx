import { WithdrawPage } from '@/features/member/withdraw/WithdrawPage';

export default function WithdrawRoute() {
  return <WithdrawPage />;
}
