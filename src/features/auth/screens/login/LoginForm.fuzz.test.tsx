/**
 * Fuzz (docs/reliability.md, "Tests"): the rendered login form, by username or by SMS code, given random text, never
 * crashes; it logs in once with what the rules accept, else says why, and keeps what was typed.
 */
import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { LoginPayload } from '@/api/types/auth';
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
import { loginMobileNum, loginPassword, loginUsername, verificationCode } from '../../lib/rules';
import { LoginForm } from './LoginForm';

const flags = { MOBILEVERCODELOGIN3: false };
const login = vi.fn<(p: LoginPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    smsNoLogin: async () => ({ expirationTime: Date.now() + 60_000 }),
    captcha: async () => 'PHN2Zz48L3N2Zz4=',
    login: (p: LoginPayload) => login(p),
  },
}));

beforeAll(setupAuthI18n);

const typed = formInput(
  fc.record({
    Username: fc.stringMatching(/^\s?[A-Za-z][A-Za-z0-9]{3,15}\s?$/),
    Password: fc.string({ minLength: 6, maxLength: 16 }),
  }),
);

it('by username: logs in once with accepted input, else says why; keeps the input', () =>
  fuzzForm(typed, async (text) => {
    flags.MOBILEVERCODELOGIN3 = false;
    login.mockReset().mockImplementation(never);
    useSessionStore.setState({ session: null, expiredFrom: null });
    renderAuth(<LoginForm />);
    const held = pasteAll(text);
    const button = screen.getByRole('button', { name: 'Login' });
    const outcome = await submitAndSettle(button, login);
    expectAnswered(outcome, button, held);
    expect(outcome.calls === 1).toBe(!loginUsername(held.Username) && !loginPassword(held.Password));
    if (outcome.calls)
      expect(login).toHaveBeenCalledWith({
        type: 'username',
        username: held.Username.trim(),
        password: held.Password,
        captcha: undefined,
      });
  }));

it('by SMS code: logs in once with accepted input, else says why; keeps the input', () =>
  fuzzForm(
    formInput(
      fc.record({ 'Mobile number': fc.stringMatching(/^ ?\d{8,11} ?$/), 'SMS code': fc.stringMatching(/^\d{6}$/) }),
    ),
    async (text) => {
      flags.MOBILEVERCODELOGIN3 = true;
      login.mockReset().mockImplementation(never);
      useSessionStore.setState({ session: null, expiredFrom: null });
      renderAuth(<LoginForm />);
      fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
      fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '912345678' } });
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
      await screen.findByRole('button', { name: /\d+ s$/ });
      const held = pasteAll(text);
      const button = screen.getByRole('button', { name: 'Login' });
      const outcome = await submitAndSettle(button, login);
      expectAnswered(outcome, button, held);
      expect(outcome.calls === 1).toBe(!loginMobileNum(held['Mobile number']) && !verificationCode(held['SMS code']));
      if (outcome.calls) {
        expect(login).toHaveBeenCalledWith({
          type: 'sms',
          username: held['Mobile number'].trim(),
          password: held['SMS code'].trim(),
          countryDialingCode: '+84',
          captcha: undefined,
        });
      }
    },
  ));
