import { GameCentrePage } from '@/features/games/centre/GameCentrePage';

export default function SportsRoute() {
  return <GameCentrePage type="SPORTS" />;
}
