import { TeamBetsPage } from '@/features/agent/team/TeamBetsPage';

export default function TeamBettingRoute() {
  return <TeamBetsPage />;
}
