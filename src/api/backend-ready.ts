/**
 * The backend may need starting before it can answer: demo builds answer every call with an
 * in-browser mock that src/app/entry.client.tsx starts alongside the first render, not before it. API calls
 * wait here instead, so rendering never waits for the backend. Live builds never call
 * `waitForBackend`: calls go out at once.
 */
let ready: Promise<void> = Promise.resolve();

/** Hold API calls until `start` settles (after a failed start they go to the network and fail there). */
export function waitForBackend(start: Promise<unknown>): void {
  ready = start.then(
    () => undefined,
    (error: unknown) => console.error('[backend] failed to start', error),
  );
}

export function backendReady(): Promise<void> {
  return ready;
}
