import { ContractPage } from '@/features/agent/contracts/ContractPage';

export default function SalaryContractRoute() {
  return <ContractPage kind="dailySalary" />;
}
