import { ContractPage } from '@/features/agent/screens/contracts/ContractPage';

export default function DividendContractRoute() {
  return <ContractPage kind="dividend" />;
}
