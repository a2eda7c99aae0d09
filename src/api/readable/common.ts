type Guard = (value: unknown) => boolean;

/** A call's answer guard as its endpoint row holds it: loaded for the call as the call starts. */
export interface AnswerGuard {
  load(call: string): Promise<Guard>;
}

type Guards = typeof import('./index');
let guards: Promise<Guards> | undefined;
const loadGuards = (): Promise<Guards> =>
  (guards ??= import('./index').catch((error: unknown) => {
    // Offline or a chunk gone after a deploy: the next call asks again.
    guards = undefined;
    throw error;
  }));

/**
 * The call's guard from ANSWER_GUARDS (./index.ts), a chunk of its own: out of the page's initial
 * JS, asked for by the adapter as the call starts, so it arrives alongside the answer.
 */
export const byCall: AnswerGuard = {
  load: (call) =>
    loadGuards().then(({ ANSWER_GUARDS }) => {
      const guard = ANSWER_GUARDS[call as keyof typeof ANSWER_GUARDS];
      if (!guard) throw new Error(`${call} has no answer guard in src/api/readable/index.ts`);
      return guard;
    }),
};

/** A guard the page's start needs anyway (the site status, member info, their stored copies): imported, not loaded. */
export const eagerGuard = (guard: Guard): AnswerGuard => ({ load: () => Promise.resolve(guard) });

/** The `readable` of a call whose answer the app does not read past its success (an action's `null`). */
export const anyAnswer = eagerGuard(() => true);
