/**
 * Fuzz (docs/reliability.md, "Tests"): both password recovery forms, given random text, never crash and keep what was
 * typed; by email the button waits for valid input and says why about each filled field it
 * refuses; by phone a submit resets once with accepted input, else says why.
 */
import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { SetPasswordByPhonePayload } from '@/api/types/auth';
import { useToastStore } from '@/components/ui/toast';
import {
  expectAnswered,
  expectKept,
  field,
  formInput,
  fuzzForm,
  never,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { renderAuth, setupAuthI18n } from '../../testing/render';
import { email, loginPassword, loginUsername, resetMobileNum, verificationCode } from '../../lib/rules';
import { ForgetForm } from './ForgetForm';

const flags = { REGMOBVERF3: false };
const forgotPasswordEmail = vi.fn<(p: unknown) => Promise<unknown>>();
const setPasswordByPhone = vi.fn<(p: SetPasswordByPhonePayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    forgotPasswordEmail: (p: unknown) => forgotPasswordEmail(p),
    smsNoLogin: async () => ({ expirationTime: Date.now() + 60_000 }),
    setPasswordByPhone: (p: SetPasswordByPhonePayload) => setPasswordByPhone(p),
  },
}));

beforeAll(setupAuthI18n);
beforeEach(() => useToastStore.setState({ toasts: [] }));

it('by email: sends once with accepted input, else waits and says why about each filled field; keeps the input', () =>
  fuzzForm(
    formInput(
      fc.record({
        Username: fc.stringMatching(/^ ?[a-z][a-z0-9]{3,15} ?$/),
        Email: fc.stringMatching(/^ ?[a-z0-9]{1,10}@[a-z]{1,8}\.[a-z]{2,3}$/),
      }),
    ),
    async (text) => {
      flags.REGMOBVERF3 = false;
      forgotPasswordEmail.mockReset().mockImplementation(never);
      renderAuth(<ForgetForm />, { path: '/m/forget' });
      const held = pasteAll(text);
      fireEvent.blur(field('Username'));
      fireEvent.blur(field('Email'));
      const button = screen.getByRole('button', { name: 'Retrieve password' });
      const accepted = !loginUsername(held.Username) && !email(held.Email);
      const refusedFilled = [loginUsername(held.Username) && held.Username, email(held.Email) && held.Email].filter(
        Boolean,
      );
      expect(button).toHaveProperty('disabled', !accepted);
      const outcome = await submitAndSettle(button, forgotPasswordEmail, { silentAllowed: true });
      expect(outcome.calls === 1).toBe(accepted);
      // An empty field gets no message: the disabled button is all that says it is missing.
      if (accepted || refusedFilled.length > 0) expectAnswered(outcome, button, held);
      else expectKept(held);
      expect(outcome.messages.length).toBeGreaterThanOrEqual(refusedFilled.length);
      if (accepted)
        expect(forgotPasswordEmail).toHaveBeenCalledWith({ username: held.Username.trim(), email: held.Email.trim() });
    },
  ));

it('by phone: resets once with accepted input, else says why; keeps the input', () =>
  fuzzForm(
    formInput(
      fc.record({
        'Mobile number': fc.stringMatching(/^\d{8,11}$/),
        'SMS code': fc.stringMatching(/^\d{6}$/),
        'New password': fc.string({ minLength: 6, maxLength: 16 }),
      }),
    ),
    async (text) => {
      flags.REGMOBVERF3 = true;
      setPasswordByPhone.mockReset().mockImplementation(never);
      renderAuth(<ForgetForm />, { path: '/m/forget' });
      fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '912345678' } });
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
      await screen.findByRole('button', { name: /\d+ s$/ });
      const held = pasteAll(text);
      const button = screen.getByRole('button', { name: 'Reset password' });
      const outcome = await submitAndSettle(button, setPasswordByPhone);
      expectAnswered(outcome, button, held);
      expect(outcome.calls === 1).toBe(
        !resetMobileNum(held['Mobile number']) &&
          !verificationCode(held['SMS code']) &&
          !loginPassword(held['New password']),
      );
      if (outcome.calls) {
        expect(setPasswordByPhone).toHaveBeenCalledWith({
          mobileNum: held['Mobile number'].trim(),
          countryDialingCode: '+84',
          verificationCode: held['SMS code'].trim(),
          newPassword: held['New password'],
        });
      }
    },
  ));
