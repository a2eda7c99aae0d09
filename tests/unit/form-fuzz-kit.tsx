/**
 * What the fuzz tests of the rendered forms share: pasting random text into a field as a browser
 * takes it, submitting, reading the outcome (calls made, messages on screen), and the rules every
 * form keeps whatever was typed: no crash, one call or a message, and the typed text kept.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { Mock } from 'vitest';
import { anyText } from './fuzz-kit';

export { anyText, numberText } from './fuzz-kit';

/** Each run renders the form afresh, so far fewer runs than the validators' FUZZ_RUNS (FORM_FUZZ_RUNS=300 to dig deeper). */
export const FORM_RUNS = { numRuns: Number(process.env.FORM_FUZZ_RUNS) || 20 };

/**
 * A fuzz test renders its form once per run: about 8 s on an idle 2-core machine, past the suite's
 * 15 s on a busy one. A file that imports this kit gives each of its tests this long.
 */
export const FORM_FUZZ_TIMEOUT_MS = 60_000;
vi.setConfig({ testTimeout: FORM_FUZZ_TIMEOUT_MS });

/**
 * Values of a form's fields: a third of the runs a filled form the rules accept (`valid`), the
 * others such a form with fields replaced by random text (`random`, by default any text).
 */
export function formInput<T extends Record<string, string>>(
  valid: fc.Arbitrary<T>,
  random: fc.Arbitrary<string> = anyText,
): fc.Arbitrary<T> {
  const replaced = (text: string) =>
    fc.oneof({ arbitrary: fc.constant(text), weight: 1 }, { arbitrary: random, weight: 2 });
  const spoilt = valid.chain((form) =>
    fc.record(Object.fromEntries(Object.entries(form).map(([key, text]) => [key, replaced(text)]))),
  );
  return fc.oneof({ arbitrary: valid, weight: 1 }, { arbitrary: spoilt as fc.Arbitrary<T>, weight: 2 });
}

/** A call that never answers: the form stays as it was when it sent. */
export const never = () => new Promise<never>(() => undefined);

/** The input labelled exactly `label`. */
export const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/**
 * Paste `text` into each labelled field as a browser takes it (cut to maxlength, sanitised for the
 * input type: no line breaks, an email trimmed); answers what each field then holds.
 */
export function pasteAll<L extends string>(typed: Record<L, string>): Record<L, string> {
  const held = {} as Record<L, string>;
  for (const label of Object.keys(typed) as L[]) {
    const input = field(label);
    const text = typed[label];
    const cut = input.maxLength >= 0 ? text.slice(0, input.maxLength) : text;
    const probe = document.createElement('input');
    probe.type = input.type;
    probe.value = cut;
    held[label] = probe.value;
    fireEvent.change(input, { target: { value: cut } });
  }
  return held;
}

const MESSAGE_CLASS = 'field__error';

/**
 * The messages on screen: alerts, and what an invalid field names in aria-describedby (a message,
 * not a hint). Throws when an invalid field names no message at all.
 */
export function visibleMessages(): string[] {
  const shown = new Set<Element>(document.querySelectorAll('[role="alert"]'));
  for (const input of document.querySelectorAll('[aria-invalid="true"]')) {
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .flatMap((id) => document.getElementById(id) ?? []);
    const messages = described.filter(
      (el) => el.getAttribute('role') === 'alert' || el.classList.contains(MESSAGE_CLASS),
    );
    expect(messages.length, `invalid field ${input.outerHTML.slice(0, 120)} names no message`).toBeGreaterThan(0);
    messages.forEach((el) => shown.add(el));
  }
  return [...shown].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
}

export interface Outcome {
  calls: number;
  messages: string[];
}

/** Tap `button`, wait until the form answers (a call made or a message shown), then let it settle. */
export async function submitAndSettle(
  button: HTMLElement,
  call: Mock,
  { silentAllowed = false } = {},
): Promise<Outcome> {
  fireEvent.click(button);
  if (!silentAllowed)
    await waitFor(
      () => expect(call.mock.calls.length + visibleMessages().length, 'no call and no message').toBeGreaterThan(0),
      { timeout: 3000 },
    );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const outcome = { calls: call.mock.calls.length, messages: visibleMessages() };
  // FORM_FUZZ_TRACE=1 shows each run's outcome, to see that both outcomes get their share.
  if (process.env.FORM_FUZZ_TRACE) console.log(JSON.stringify(outcome));
  return outcome;
}

/**
 * The rules every form keeps after one submit (docs/reliability.md, "Tests"): `button` is still on screen (no crash, no error screen);
 * one call, or none and at least one message, each a translated text; every field holds `held`.
 */
export function expectAnswered(outcome: Outcome, button: HTMLElement, held: Record<string, string>) {
  expect(button).toBeInTheDocument();
  expect(outcome.calls).toBeLessThanOrEqual(1);
  if (outcome.calls === 0) expect(outcome.messages.length, 'a refusal says why').toBeGreaterThan(0);
  for (const message of outcome.messages) {
    expect(message, 'a message key shown instead of its text').not.toMatch(
      /^[\w:-]+(\.[\w-]+)+$|\{\{|undefined|\(m(in|ax)\)/,
    );
  }
  expectKept(held);
}

/** Every field pasted into is still on screen and holds what `pasteAll` said it took. */
export function expectKept(held: Record<string, string>) {
  // Found by its label again: a message must not rename its field.
  const inputs = Object.keys(held).map((label) => [label, field(label)] as const);
  inputs.forEach(([, input]) => expect(input).toBeInTheDocument());
  const actual = Object.fromEntries(inputs.map(([label, input]) => [label, input.value]));
  expect(actual, 'what was typed is kept').toEqual(held);
}

/**
 * Run `run` once per generated input, each on a fresh screen; an error reported meanwhile (window
 * error, console.error: React's own reports of a crash) fails the run with that input.
 */
export async function fuzzForm<T>(
  input: fc.Arbitrary<T>,
  run: (value: T) => Promise<void>,
  params: fc.Parameters<[T]> = FORM_RUNS,
) {
  await fc.assert(
    fc.asyncProperty(input, async (value) => {
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
      window.addEventListener('error', onError);
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        // A late state update outside act() is the harness's timing, not the form's failure.
        if (!String(args[0]).includes('not wrapped in act(')) errors.push(args);
      });
      try {
        await run(value);
        expect(errors, 'errors reported while the form ran').toEqual([]);
      } finally {
        window.removeEventListener('error', onError);
        consoleError.mockRestore();
        cleanup();
      }
    }),
    params,
  );
}
