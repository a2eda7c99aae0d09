import { TeamPnlPage } from '@/features/agent/team/TeamPnlPage';

export default function AgentTeamPnlRoute() {
  return <TeamPnlPage />;
}
