import { GameRecordsPage } from '@/features/rewards/screens/game-records/GameRecordsPage';
import { routeHandle } from '@/app/route-handle';
import { gameRecordsQueryOptions } from '@/features/rewards/api/game-records';
import { DEFAULT_GAME_RECORD_PRESET, DEFAULT_GAME_TYPE_FILTER } from '@/features/rewards/constants';
import { presetRange } from '@/features/rewards/lib/date-range';
import { startRouteData } from '@/app/route-data';

export default function GameRecordRoute() {
  return <GameRecordsPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('gameRecord', ({ startPages, user }) =>
    startPages(gameRecordsQueryOptions(user, presetRange(DEFAULT_GAME_RECORD_PRESET), DEFAULT_GAME_TYPE_FILTER)),
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('gameRecord');
