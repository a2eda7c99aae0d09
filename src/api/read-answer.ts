import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { ApiError } from './errors';

/** The error code of an answer that lacks a field the app reads, or holds it as another kind of value. */
export const UNREADABLE_ANSWER_CODE = 'answer.unreadable';

/**
 * `value`, an answer of `endpoint`, when the call's `readable` guard finds the fields the app reads
 * there. Otherwise the call fails like a server fault: a load shows its retry, an action "Request
 * failed, please try again", and nothing of the answer is stored or rendered (a screen would crash on
 * it). A money call's answer came with the platform's success: its order went through, but what it
 * says cannot be told, so the order is `unconfirmed` ("check your records"), never reported as failed.
 */
export function readAnswer(endpoint: EndpointName, value: unknown): unknown {
  const def = ENDPOINTS[endpoint] as EndpointDef<unknown, unknown>;
  if (def.readable(value)) return value;
  throw new ApiError(def.money ? 'unconfirmed' : 'server', endpoint, UNREADABLE_ANSWER_CODE);
}
