import { TransactionRecordPage } from '@/features/member/screens/transactions/TransactionRecordPage';
import { routeHandle } from '@/app/route-handle';

export default function TransactionRecordRoute() {
  return <TransactionRecordPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('transactionRecord');
