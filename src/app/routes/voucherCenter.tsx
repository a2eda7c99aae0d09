import { DepositPage } from '@/features/member/deposit/DepositPage';

export default function VoucherCenterRoute() {
  return <DepositPage />;
}
