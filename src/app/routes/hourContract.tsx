import { ContractPage } from '@/features/agent/screens/contracts/ContractPage';
import { routeHandle } from '@/app/route-handle';

export default function HourContractRoute() {
  return <ContractPage kind="hourlySalary" />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('hourContract');
