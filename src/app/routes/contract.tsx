import { ContractReport } from '@/features/contract/screens/ContractReport';
import { routeHandle } from '@/app/route-handle';

export default function ContractRoute() {
  return <ContractReport />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('contract');
