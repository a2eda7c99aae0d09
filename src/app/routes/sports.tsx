import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';

export default function SportsRoute() {
  return <GameCentrePage type="SPORTS" />;
}
