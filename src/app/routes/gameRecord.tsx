import { GameRecordsPage } from '@/features/rewards/screens/game-records/GameRecordsPage';
import { routeHandle } from '@/app/route-handle';

export default function GameRecordRoute() {
  return <GameRecordsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('gameRecord');
