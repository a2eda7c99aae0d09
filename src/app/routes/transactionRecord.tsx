import { TransactionRecordPage } from '@/features/member/transactions/TransactionRecordPage';

export default function TransactionRecordRoute() {
  return <TransactionRecordPage />;
}
