import { GameRecordsPage } from '@/features/rewards/screens/game-records/GameRecordsPage';

export default function GameRecordRoute() {
  return <GameRecordsPage />;
}
