import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { inLanguage, renderInApp, setupEnglish } from '../../../../tests/support/render';

/** English `common` and `agent` strings, loaded once per test file. */
export const setupAgentI18n = () => setupEnglish('agent');

/** Portuguese for this test: a decimal comma, "0,5". */
export const inPortuguese = () => inLanguage('PT', 'agent');

/** Vietnamese for this test: a decimal comma, "0,4%". */
export const inVietnamese = () => inLanguage('VI', 'agent');

export function signInAs(userName: string, type: number) {
  useSessionStore.getState().signIn({ token: 't0k3n', merchantCode: 'DEMO', userName, type, firstTimeLogin: false });
}

export const renderAgent = renderInApp;

/** Two quick taps on a submit button, then Enter (a submit no disabled button stops) while the first call is pending. */
export async function submitRepeatedly(button: HTMLElement) {
  await userEvent.dblClick(button);
  fireEvent.submit(button.closest('form')!);
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
