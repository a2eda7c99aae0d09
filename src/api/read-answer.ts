import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { ApiError, type ApiErrorKind } from './errors';

/** The error code of an answer that lacks a field the app reads, or holds it as another kind of value. */
export const UNREADABLE_ANSWER_CODE = 'answer.unreadable';

/**
 * How `endpoint` fails when the platform answered it with success but the app cannot read the answer:
 * a money order went through but what it says cannot be told (`unconfirmed`, "check your records"); a
 * call with a side effect was done (`doneUnread`); any other call fails as `otherwise`.
 */
function unreadKind(endpoint: EndpointName, otherwise: ApiErrorKind): ApiErrorKind {
  const def = ENDPOINTS[endpoint] as EndpointDef<unknown, unknown>;
  if (def.money) return 'unconfirmed';
  return def.sideEffect ? 'doneUnread' : otherwise;
}

/**
 * The guard of `endpoint`'s answers (its row's `readable`), started as the call starts so it arrives
 * with the answer. When it cannot load (offline), the answer cannot be read: the call fails as a lost
 * connection, a money order as `unconfirmed`, a side effect as `doneUnread`.
 */
export function answerGuardOf(endpoint: EndpointName): Promise<(value: unknown) => boolean> {
  const def = ENDPOINTS[endpoint] as EndpointDef<unknown, unknown>;
  return def.readable.load(endpoint).catch(() => {
    throw new ApiError(unreadKind(endpoint, 'network'), endpoint);
  });
}

/**
 * `value`, an answer of `endpoint`, when the call's guard finds the fields the app reads there.
 * Otherwise the call fails like a server fault: a load shows its retry, an action "Request failed,
 * please try again", and nothing of the answer is stored or rendered (a screen would crash on it).
 * The answer came with the platform's success, though: a money order went through, but what it says
 * cannot be told, so it is `unconfirmed` ("check your records"), never reported as failed; a call with
 * a side effect was done, so it is `doneUnread` (the action says so and its screen reads afresh).
 */
export async function readAnswer(
  endpoint: EndpointName,
  value: unknown,
  guard: Promise<(value: unknown) => boolean> = answerGuardOf(endpoint),
): Promise<unknown> {
  if ((await guard)(value)) return value;
  throw new ApiError(unreadKind(endpoint, 'server'), endpoint, UNREADABLE_ANSWER_CODE);
}
