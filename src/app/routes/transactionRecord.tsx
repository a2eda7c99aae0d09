import { TransactionRecordPage } from '@/features/member/screens/transactions/TransactionRecordPage';

export default function TransactionRecordRoute() {
  return <TransactionRecordPage />;
}
