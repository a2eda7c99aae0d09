import { ContractPage } from '@/features/agent/screens/contracts/ContractPage';
import { routeHandle } from '@/app/route-handle';
import { contractQueryOptions } from '@/features/agent/api/contracts';
import { startRouteData } from '@/app/route-data';

export default function SalaryContractRoute() {
  return <ContractPage kind="dailySalary" />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('salaryContract', ({ start, user }) => start(contractQueryOptions(user, 'dailySalary')), {
    agentOnly: true,
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('salaryContract');
