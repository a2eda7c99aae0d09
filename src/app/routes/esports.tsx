import { GameCentrePage } from '@/features/games/centre/GameCentrePage';

export default function EsportsRoute() {
  return <GameCentrePage type="ESPORTS" />;
}
