import { ContractPage } from '@/features/agent/contracts/ContractPage';

export default function DividendContractRoute() {
  return <ContractPage kind="dividend" />;
}
