import { TeamBetsPage } from '@/features/agent/screens/team/TeamBetsPage';

export default function TeamBettingRoute() {
  return <TeamBetsPage />;
}
