import { onlineManager } from '@tanstack/react-query';
import { api, ApiError, outcomeUnknown, readAnswer, type ApiClient, type CallOptions } from '@/api';
import type { ResOf } from '@/api/endpoint';
import type { EndpointName, Endpoints } from '@/api/endpoints';
import { randomUuid } from '@/lib/random-uuid';

/**
 * Keys of orders whose outcome is not settled (no answer, a 5xx, a lost connection, a timeout that
 * could not be confirmed): the same order sent again reuses its key, so the platform answers it
 * once. Kept by call and payload for this page's life; an order with other figures is a new order.
 */
const openOrders = new Map<string, string>();

/** After these the platform has given its last word on the key (an answer, or the key closed): the next order gets a new key. */
const SETTLED_KINDS = new Set<ApiError['kind']>(['business', 'notCompleted']);

type Send = (payload: unknown, options: CallOptions) => Promise<unknown>;

/**
 * Place a money order (a call with `money` in the endpoint table): never sent while offline (the
 * player reads "no network" at once and nothing goes later); sent with its idempotency key; after a
 * timeout, a 5xx or a lost connection never reported as failed nor sent again, but read back by its
 * key (`onChecking` first): the order's own answer, its refusal, `notCompleted` (it never arrived)
 * or `unconfirmed`.
 */
export async function placeMoneyOrder<K extends EndpointName>(
  call: K,
  payload: unknown,
  onChecking: () => void,
): Promise<ResOf<Endpoints[K]>> {
  if (!onlineManager.isOnline()) throw new ApiError('network', call);
  const order = `${call} ${JSON.stringify(payload ?? null)}`;
  const idempotencyKey = openOrders.get(order) ?? randomUuid();
  openOrders.set(order, idempotencyKey);
  // Another order with the same figures may have taken a new key since: only this key is settled here.
  const settle = () => openOrders.get(order) === idempotencyKey && openOrders.delete(order);
  try {
    const result = await sendOrCheck(call, payload, idempotencyKey, onChecking);
    settle();
    return result as ResOf<Endpoints[K]>;
  } catch (error) {
    if (error instanceof ApiError && SETTLED_KINDS.has(error.kind)) settle();
    throw error;
  }
}

async function sendOrCheck(
  call: EndpointName,
  payload: unknown,
  idempotencyKey: string,
  onChecking: () => void,
): Promise<unknown> {
  try {
    return await (api[call] as ApiClient[EndpointName] as Send)(payload, { idempotencyKey });
  } catch (error) {
    if (!outcomeUnknown(error)) throw error; // the order may have reached the platform: read it back first
  }
  onChecking();
  const status = await api.orderStatus({ idempotencyKey }).catch(() => {
    throw new ApiError('unconfirmed', call);
  });
  switch (status.state) {
    case 'COMPLETED':
      return await readAnswer(call, status.value);
    case 'REFUSED':
      throw new ApiError('business', call, status.errorCode);
    case 'NOT_RECEIVED':
      throw new ApiError('notCompleted', call);
    default:
      // An answer of another shape tells nothing: the player is not told the order failed.
      throw new ApiError('unconfirmed', call);
  }
}
