import { ContractPage } from '@/features/agent/screens/contracts/ContractPage';

export default function SalaryContractRoute() {
  return <ContractPage kind="dailySalary" />;
}
