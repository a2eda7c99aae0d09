import { DepositPage } from '@/features/member/screens/deposit/DepositPage';

export default function VoucherCenterRoute() {
  return <DepositPage />;
}
