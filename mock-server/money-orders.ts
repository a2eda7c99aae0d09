import type { Response } from 'miragejs';
import type { OrderStatus } from '@/api/types/member';
import type { MockDb } from './db';

/**
 * The gateway's idempotency for money calls (EndpointDef.money; docs/decisions/member.md): the
 * answer given to a key is kept, so the same key again is answered the same, never carried out
 * twice; a status lookup reads it back, and closes a key it does not know.
 */
type KeptOrder =
  { call: string; fingerprint: string; code: number; data: unknown; at: number } | { closed: true; at: number };

/** Keys kept per player, newest first: far more than any retry needs, so the stored database stays small. */
export const KEPT_KEYS_PER_PLAYER = 100;

type Refusal = 'validation.error' | 'order.closed';

const keptOf = (db: MockDb, userId: string): Record<string, KeptOrder> => {
  const players = db.slice<Record<string, Record<string, KeptOrder>>>('moneyOrders', () => ({}));
  return (players[userId] ??= {});
};

function keep(kept: Record<string, KeptOrder>, key: string, order: KeptOrder): void {
  kept[key] = order;
  const keys = Object.keys(kept).sort((a, b) => kept[b]!.at - kept[a]!.at);
  for (const old of keys.slice(KEPT_KEYS_PER_PLAYER)) delete kept[old];
}

/** Tells two payloads apart without keeping them (a withdrawal's carries the payment password). */
function fingerprint(payload: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(payload ?? null)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(16);
}

export interface MoneyCall {
  db: MockDb;
  userId: string;
  key: string;
  call: string;
  payload: unknown;
}

/**
 * Answer a money call once per key: the first call runs (`run`) and its answer is kept when final
 * (an order or a business refusal, HTTP 200); a 5xx is not, so a retry with the key runs again. The
 * same key for another call or payload, or a key a lookup has closed, is refused.
 */
export async function answerOnce(
  { db, userId, key, call, payload }: MoneyCall,
  run: () => Promise<Response>,
  answer: { again(code: number, data: unknown): Response; refuse(code: Refusal): Response },
): Promise<Response> {
  const earlier = keptOf(db, userId)[key];
  if (earlier && 'closed' in earlier) return answer.refuse('order.closed');
  if (earlier)
    return earlier.call === call && earlier.fingerprint === fingerprint(payload)
      ? answer.again(earlier.code, earlier.data)
      : answer.refuse('validation.error');
  const response = await run();
  const [code, , data] = response.toRackResponse();
  if (code === 200) {
    keep(keptOf(db, userId), key, { call, fingerprint: fingerprint(payload), code, data, at: Date.now() });
    db.save();
  }
  return response;
}

/** What became of the money call sent with `key`; a key never seen is closed, so the call cannot arrive after this answer. */
export function orderStatus(db: MockDb, userId: string, key: string): OrderStatus {
  const kept = keptOf(db, userId);
  const order = kept[key];
  if (!order) {
    keep(kept, key, { closed: true, at: Date.now() });
    db.save();
  }
  if (!order || 'closed' in order) return { state: 'NOT_RECEIVED' };
  const envelope = order.data as { success: boolean; value?: unknown; errorCode?: string };
  return envelope.success
    ? { state: 'COMPLETED', value: envelope.value }
    : { state: 'REFUSED', errorCode: String(envelope.errorCode) };
}
