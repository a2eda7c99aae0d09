import { DividendPage } from '@/features/agent/dividend/DividendPage';

export default function AgentDividendRoute() {
  return <DividendPage />;
}
