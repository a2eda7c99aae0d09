import { DividendPage } from '@/features/agent/screens/dividend/DividendPage';

export default function AgentDividendRoute() {
  return <DividendPage />;
}
