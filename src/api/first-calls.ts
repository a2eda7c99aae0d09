/**
 * The first screen's calls, sent by the page's head before the app's code has arrived
 * (src/app/first-calls-script.ts, live builds): the app's own call takes the answer of the one that
 * is exactly the same request, instead of sending it again. Anything that differs (another
 * language, a session's token, a deployment's paths) matches nothing, and the app sends its own.
 */

/** What the build recorded of a page's first calls (src/app/first-calls-plan.ts), and the page sends. */
export interface PlannedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** A planned call the page has sent: its answer, once. */
export interface SentCall extends PlannedCall {
  answer: Promise<Response>;
}

/** Where the page's head leaves the calls it sent. */
export const FIRST_CALLS_GLOBAL = '__firstCalls';

/**
 * An early answer is the app's for this long after the page started: its first screen asks well
 * within it, and a later call (a screen opened minutes after) must get a fresh answer, not this one.
 */
export const FIRST_CALL_CLAIM_MS = 15_000;

declare global {
  interface Window {
    [FIRST_CALLS_GLOBAL]?: SentCall[];
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
};

/**
 * The answer of the early call that is this very request (method, address, headers and body), taken
 * once; null if there is none, it is too late, or this is not a browser page. A failed early call
 * (offline then) is sent again by `send`.
 */
export function takeFirstCall(
  request: PlannedCall,
  send: () => Promise<Response>,
  now: number = typeof performance === 'undefined' ? Infinity : performance.now(),
): Promise<Response> | null {
  const sent = typeof window === 'undefined' ? undefined : window[FIRST_CALLS_GLOBAL];
  if (!sent?.length || now > FIRST_CALL_CLAIM_MS) return null;
  const index = sent.findIndex(
    (call) =>
      call.method === request.method &&
      call.url === request.url &&
      call.body === request.body &&
      sameHeaders(call.headers, request.headers),
  );
  if (index < 0) return null;
  const [call] = sent.splice(index, 1);
  return call.answer.catch(send);
}
