import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';

export default function EsportsRoute() {
  return <GameCentrePage type="ESPORTS" />;
}
