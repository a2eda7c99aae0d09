import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import ty from '../../../../locales/ty/auth.json';
import { Toaster } from '@/components/ui/toast';
import { renderInApp, setupEnglish } from '../../../../tests/support/render';

/** English `common` and `auth` strings, and TY `auth` for the language-change tests; once per file. */
export async function setupAuthI18n() {
  await setupEnglish('auth');
  i18next.addResourceBundle('TY', 'auth', ty);
}

/** Render in the app frame at `path`, with the toaster (the forms' loading and success notices). */
export const renderAuth = (ui: ReactElement, { path = '/m/login' }: { path?: string } = {}) =>
  renderInApp(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );

export const locationText = () => document.querySelector('[data-testid="location"]')?.textContent;

/** Whether the button shows its in-progress spinner. */
export const isSpinning = (button: HTMLElement) => button.querySelector('.spinner') !== null;

/**
 * With `call` never answering, two quick taps on the submit button and then Enter (a submit no
 * disabled button stops) reach it once; meanwhile the button is disabled and spinning.
 */
export async function expectOneCallWhilePending(call: Mock, button: () => HTMLElement) {
  call.mockImplementation(() => new Promise(() => undefined));
  await userEvent.dblClick(button());
  fireEvent.submit(button().closest('form')!);
  await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
  expect(button()).toBeDisabled();
  expect(isSpinning(button())).toBe(true);
}

/** The values of the fields with these labels, compared in one assertion (what the user typed is kept). */
export function expectFieldValues(expected: Record<string, string>) {
  const actual = Object.fromEntries(
    Object.keys(expected).map((label) => [
      label,
      (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value,
    ]),
  );
  expect(actual).toEqual(expected);
}
