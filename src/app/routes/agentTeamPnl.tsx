import { TeamPnlPage } from '@/features/agent/screens/team/TeamPnlPage';

export default function AgentTeamPnlRoute() {
  return <TeamPnlPage />;
}
