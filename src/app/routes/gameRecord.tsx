import { GameRecordsPage } from '@/features/member/rewards/game-records/GameRecordsPage';

export default function GameRecordRoute() {
  return <GameRecordsPage />;
}
