import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { ApiError } from './errors';

/** The error code of an answer that lacks a field the app reads, or holds it as another kind of value. */
export const UNREADABLE_ANSWER_CODE = 'answer.unreadable';

/**
 * The guard of `endpoint`'s answers (its row's `readable`), started as the call starts so it arrives
 * with the answer. When it cannot load (offline), the call fails as a lost connection; a money
 * order, which went through if it was answered, is then `unconfirmed`.
 */
export function answerGuardOf(endpoint: EndpointName): Promise<(value: unknown) => boolean> {
  const def = ENDPOINTS[endpoint] as EndpointDef<unknown, unknown>;
  return def.readable.load(endpoint).catch(() => {
    throw new ApiError(def.money ? 'unconfirmed' : 'network', endpoint);
  });
}

/**
 * `value`, an answer of `endpoint`, when the call's guard finds the fields the app reads there.
 * Otherwise the call fails like a server fault: a load shows its retry, an action "Request failed,
 * please try again", and nothing of the answer is stored or rendered (a screen would crash on it).
 * A money call's answer came with the platform's success: its order went through, but what it
 * says cannot be told, so the order is `unconfirmed` ("check your records"), never reported as failed.
 */
export async function readAnswer(
  endpoint: EndpointName,
  value: unknown,
  guard: Promise<(value: unknown) => boolean> = answerGuardOf(endpoint),
): Promise<unknown> {
  if ((await guard)(value)) return value;
  const money = (ENDPOINTS[endpoint] as EndpointDef<unknown, unknown>).money;
  throw new ApiError(money ? 'unconfirmed' : 'server', endpoint, UNREADABLE_ANSWER_CODE);
}
