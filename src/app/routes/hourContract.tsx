import { ContractPage } from '@/features/agent/screens/contracts/ContractPage';

export default function HourContractRoute() {
  return <ContractPage kind="hourlySalary" />;
}
