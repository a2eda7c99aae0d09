import { GameCentrePage } from '@/features/games/centre/GameCentrePage';

export default function CockfightRoute() {
  return <GameCentrePage type="COCKFIGHT" />;
}
