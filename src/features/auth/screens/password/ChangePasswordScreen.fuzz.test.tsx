/**
 * Fuzz (docs/reliability.md, "Tests"): the rendered change-password form, given random old, new and confirmation
 * passwords, never crashes; it saves once with what the rules accept, else says why (a new password
 * equal to the old one in its popup), and keeps what was typed.
 */
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import passwordRules from '@fixtures/passwordRules.json';
import type { ChangePasswordPayload } from '@/api/types/auth';
import { useToastStore } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { renderAuth, setupAuthI18n } from '../../testing/render';
import { changeConfirm, loginPassword, passwordFormat } from '../../lib/rules';
import { ChangePasswordScreen } from './ChangePasswordScreen';

const changePassword = vi.fn<(p: ChangePasswordPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    registerValidation: async () => passwordRules,
    changePassword: (p: ChangePasswordPayload) => changePassword(p),
  },
}));

beforeAll(setupAuthI18n);

const password = fc.stringMatching(/^[a-z]{2,6}\d{4,6}$/);
const typed = formInput(
  fc.tuple(password, password, fc.boolean()).map(([old, other, same]) => ({
    'Old password': old,
    'New password': same ? old : other,
    'Confirm new password': same ? old : other,
  })),
);

it('saves once with accepted input, else says why; keeps the input', () =>
  fuzzForm(typed, async (text) => {
    changePassword.mockReset().mockImplementation(never);
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({
      session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false },
      expiredFrom: null,
    });
    const { client } = renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await waitFor(() => expect(client.getQueryData(['auth', 'registerValidation'])).toBeDefined());
    const held = pasteAll(text);
    const button = screen.getByRole('button', { name: 'Confirm' });
    const popup = () =>
      screen.queryByRole('dialog', { name: 'The new password and the old password cannot be the same' });
    const outcome = await submitAndSettle(button, changePassword, { silentAllowed: true });
    if (popup()) outcome.messages.push(popup()!.textContent!);
    expectAnswered(outcome, button, held);
    const valid =
      !loginPassword(held['Old password']) &&
      !passwordFormat(passwordRules)(held['New password']) &&
      !changeConfirm(held['New password'])(held['Confirm new password']);
    expect(!!popup()).toBe(valid && held['Old password'] === held['New password']);
    expect(outcome.calls === 1).toBe(valid && held['Old password'] !== held['New password']);
    if (outcome.calls) {
      expect(changePassword).toHaveBeenCalledWith({
        oldPassword: held['Old password'],
        newPassword: held['New password'],
        confirmNewPassword: held['Confirm new password'],
      });
    }
  }));
