import { ContractPage } from '@/features/agent/contracts/ContractPage';

export default function HourContractRoute() {
  return <ContractPage kind="hourlySalary" />;
}
