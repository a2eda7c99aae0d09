/**
 * Fuzz (docs/reliability.md, "Tests"): the rendered register form with the demo's field settings (captcha, invitation
 * code, email, nickname, real name, Zalo, mobile), given random text in every field, never
 * crashes; it registers once with what the rules accept, else says why, and keeps what was typed.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import passwordRules from '@fixtures/passwordRules.json';
import registerSettings from '@fixtures/registerSettings.json';
import type { RegisterPayload, RegisterSettings } from '@/api/types/auth';
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
import { captcha, loginUsername, passwordFormat, registerConfirm, settingRule } from '../../lib/rules';
import { RegisterForm } from './RegisterForm';

const settings = registerSettings as RegisterSettings;
const register = vi.fn<(p: RegisterPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => [{ modId: 'USERNAMEREG3', enabled: '1' }],
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    registerSettings: async () => settings,
    registerValidation: async () => passwordRules,
    captcha: async () => 'PHN2Zz48L3N2Zz4=',
    affiliateCheck: async () => true,
    register: (p: RegisterPayload) => register(p),
  },
}));

beforeAll(setupAuthI18n);

/** Field label → the setting it follows (optional fields: empty passes). */
const SETTING_LABELS = {
  'Real name': 'payeeName',
  Email: 'email',
  Nickname: 'nickname',
  Zalo: 'zalo',
  'Mobile number': 'mobileNum',
  'Invitation code': 'affiliateCode',
} as const;

const typed = formInput(
  fc
    .record({
      Username: fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
      Password: fc.stringMatching(/^[a-z]{3}\d{3,8}$/),
      'Real name': fc.constantFrom('New Player', "O'Neil", 'Nguyễn Văn A'),
      Email: fc.constantFrom('', 'a@b.com', 'x.y@mail.co.uk'),
      Nickname: fc.constantFrom('', 'Lucky'),
      Zalo: fc.constantFrom('', '912345678'),
      'Mobile number': fc.constantFrom('', '0912345678'),
      'Invitation code': fc.constantFrom('', 'LUCKY88'),
      'Verification code': fc.constantFrom('1234', ' ab '),
    })
    .map((form) => ({ ...form, 'Confirm password': form.Password })),
);

const accepts = (held: Record<string, string>) =>
  !loginUsername(held.Username) &&
  !passwordFormat(passwordRules)(held.Password) &&
  !registerConfirm(held.Password)(held['Confirm password']) &&
  !captcha(held['Verification code']) &&
  Object.entries(SETTING_LABELS).every(([label, key]) => !settingRule(settings[key])(held[label]));

it('registers once with accepted input, else says why; keeps the input', () =>
  fuzzForm(typed, async (text) => {
    register.mockReset().mockImplementation(never);
    useSessionStore.setState({ session: null, expiredFrom: null });
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await screen.findByRole('img', { name: 'Verification code picture' });
    const held = pasteAll(text);
    const button = screen.getByRole('button', { name: 'Register' });
    const outcome = await submitAndSettle(button, register);
    expectAnswered(outcome, button, held);
    expect(outcome.calls === 1).toBe(accepts(held));
    if (!outcome.calls) return;
    const optional = (label: keyof typeof SETTING_LABELS) => held[label].trim() || undefined;
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: held.Username.trim(),
        password: held.Password,
        confirmPassword: held['Confirm password'],
        payeeName: optional('Real name'),
        email: optional('Email'),
        nickname: optional('Nickname'),
        zalo: optional('Zalo'),
        mobileNum: optional('Mobile number'),
        affiliateCode: optional('Invitation code'),
        captcha: held['Verification code'].trim(),
      }),
    );
  }));
