import type { EndpointName } from './endpoints';
import { ApiError } from './errors';

/** The error code of an answer that lacks a field the app reads, or holds it as another kind of value. */
export const UNREADABLE_ANSWER_CODE = 'answer.unreadable';

/**
 * The answer of `endpoint`, as its call declares it, when `isReadable` finds the fields the app reads
 * there, of the kinds it reads them as.
 * Otherwise the call failed like a server fault: a load shows its retry, an action "Request failed,
 * please try again", and nothing of the answer is stored or rendered (a screen would crash on it).
 */
export function readAnswer<T>(endpoint: EndpointName, isReadable: (value: unknown) => boolean, value: T): T {
  if (isReadable(value)) return value;
  throw new ApiError('server', endpoint, UNREADABLE_ANSWER_CODE);
}
