import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';

export default function CockfightRoute() {
  return <GameCentrePage type="COCKFIGHT" />;
}
