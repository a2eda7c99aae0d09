import { TeamBetsPage } from '@/features/agent/screens/team/TeamBetsPage';
import { routeHandle } from '@/app/route-handle';

export default function TeamBettingRoute() {
  return <TeamBetsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('teamBetting');
