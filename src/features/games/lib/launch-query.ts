import type { LaunchGamePayload } from '@/api/types/games';
import { isPrizeMode } from '@/api/types/lottery';
import { href } from '@/config/paths';
import { judgeUrl } from '@/lib/url-policy';
import { DEFAULT_PRIZE_MODE, ELOTT_PRIZE_MODE, LOTTERY_LOBBY_CODE } from '../constants';

/**
 * §2 /m/launchGame: the launch call of its query (playType, gameId, gameGroupId, prize_mode,
 * code — the lobby by default — and pageBack — home by default). An unknown prize_mode falls
 * back to the default rather than being sent (the platform refuses it).
 */
export function launchPayloadOf(query: URLSearchParams): LaunchGamePayload {
  const requested = query.get('prize_mode');
  const prizeMode = isPrizeMode(requested) ? requested : DEFAULT_PRIZE_MODE;
  const playType = query.get('playType');
  return {
    category: prizeMode === ELOTT_PRIZE_MODE ? 'ELOTT' : 'LOTT',
    gameId: query.get('gameId') || undefined,
    gameGroupId: query.get('gameGroupId') || undefined,
    playType: playType === 'ent' || playType === 'trad' ? playType : undefined,
    prizeMode,
    code: query.get('code') || LOTTERY_LOBBY_CODE,
    pageBack: safePageBack(query.get('pageBack')),
  };
}

/** Where "back" goes after a game: a page of the app by the URL policy (never another site), home by default. */
export function safePageBack(value: string | null): string {
  const verdict = judgeUrl(value);
  return verdict.kind === 'inside' ? verdict.path : href('home');
}
