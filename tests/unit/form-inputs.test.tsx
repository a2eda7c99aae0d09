/**
 * Every field of every form says what it holds: a phone keyboard for numbers, the code it just
 * received for an SMS code, the saved password for a login and a new one for sign-up (WCAG 1.3.5).
 * Each form is rendered against the demo backend and every field it shows is checked by its label.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { api } from '@/api';
import type { RegisterSettings } from '@/api/types/auth';
import { REGISTER_FIELDS } from '@/api/types/auth';
import { useSessionStore } from '@/stores/session';
import { AgentRegisterPage } from '@/features/agent/screens/register/AgentRegisterPage';
import { ForgetForm } from '@/features/auth/screens/forget/ForgetForm';
import { LoginForm } from '@/features/auth/screens/login/LoginForm';
import { ChangePasswordScreen } from '@/features/auth/screens/password/ChangePasswordScreen';
import { RegisterForm } from '@/features/auth/screens/register/RegisterForm';
import { MyAccountPage } from '@/features/member/screens/account/MyAccountPage';
import { DepositPage } from '@/features/member/screens/deposit/DepositPage';
import { FeedbackPage } from '@/features/member/screens/feedback/FeedbackPage';
import { PaymentPasswordDialog } from '@/features/member/screens/security/PaymentPasswordDialog';
import { WithdrawPage } from '@/features/member/screens/withdraw/WithdrawPage';
import { setUpMockBackend } from '@/features/games/testing/mock-backend';
import agent from '../../locales/en/agent.json';
import member from '../../locales/en/member.json';
import { renderInApp, setupEnglish } from '../support/render';

vi.mock('../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
const backend = setUpMockBackend();

beforeAll(async () => {
  await setupEnglish('auth');
  i18next.addResourceBundle('EN', 'member', member);
  i18next.addResourceBundle('EN', 'agent', agent);
});

/** What a field must carry: its type, keyboard (inputmode) and autofill name (autocomplete). */
interface Expected {
  type?: string;
  inputmode?: string;
  autocomplete: string;
}
const USERNAME = { autocomplete: 'username' };
const CURRENT_PASSWORD = { type: 'password', autocomplete: 'current-password' };
const NEW_PASSWORD = { type: 'password', autocomplete: 'new-password' };
const PAYMENT_PASSWORD = { type: 'password', inputmode: 'numeric', autocomplete: 'off' };
const EMAIL = { type: 'email', inputmode: 'email', autocomplete: 'email' };
const TEL = { type: 'tel', inputmode: 'tel', autocomplete: 'tel' };
// The number next to its dialling-code picker: autofill gives the two parts apart.
const MOBILE = { 'Country dialling code': { autocomplete: 'tel-country-code' } };
const NATIONAL = { type: 'tel', inputmode: 'tel', autocomplete: 'tel-national' };
const ONE_TIME_CODE = { inputmode: 'numeric', autocomplete: 'one-time-code' };
const OFF = { autocomplete: 'off' };

/** Every text field, password, select and text box inside `root` (radios, checkboxes and file pickers aside). */
function fieldsIn(root: ParentNode) {
  return [...root.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
    (el) => !['radio', 'checkbox', 'file', 'hidden'].includes(el.getAttribute('type') ?? ''),
  );
}

const labelOf = (el: HTMLElement) =>
  el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '(no label)';

/** Each field shown has exactly the expected attributes, and no field is left unchecked. */
function expectFields(expected: Record<string, Expected>, root: ParentNode = document.body) {
  const actual = Object.fromEntries(
    fieldsIn(root).map((el) => [
      labelOf(el),
      {
        ...(el instanceof HTMLInputElement && { type: el.getAttribute('type') ?? 'text' }),
        ...(el.hasAttribute('inputmode') && { inputmode: el.getAttribute('inputmode') }),
        autocomplete: el.getAttribute('autocomplete'),
      },
    ]),
  );
  const wanted = Object.fromEntries(
    Object.entries(expected).map(([label, want]) => {
      const el = fieldsIn(root).find((f) => labelOf(f) === label);
      return [label, el instanceof HTMLInputElement ? { type: 'text', ...want } : want];
    }),
  );
  expect(actual).toEqual(wanted);
}

const render = (ui: ReactElement, path = '/m/home') => renderInApp(ui, { path });

/** Every optional register field on, so the walk meets each kind the site may switch on. */
function allRegisterFieldsOn() {
  const on = { enabled: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'any' };
  vi.spyOn(api, 'registerSettings').mockResolvedValue(
    Object.fromEntries(REGISTER_FIELDS.map((f) => [f, on])) as RegisterSettings,
  );
}

describe('form fields: type, inputmode and autocomplete', () => {
  afterEach(() => vi.restoreAllMocks());

  it('login: user name and saved password; by SMS the number and the received code', async () => {
    const user = userEvent.setup();
    render(<LoginForm />, '/m/login');
    await screen.findByLabelText('Username');
    expectFields({ Username: USERNAME, Password: CURRENT_PASSWORD });
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await screen.findByLabelText('Mobile number');
    expectFields({ ...MOBILE, 'Mobile number': NATIONAL, 'SMS code': ONE_TIME_CODE });
  });

  it('register: every field the site can switch on, by user name and by mobile', async () => {
    allRegisterFieldsOn();
    const user = userEvent.setup();
    render(<RegisterForm />, '/m/register');
    await screen.findByLabelText('Username');
    const optional = {
      'Real name': { autocomplete: 'name' },
      Nickname: { autocomplete: 'nickname' },
      Email: EMAIL,
      'Payment PIN': PAYMENT_PASSWORD,
      'ID number': OFF,
      QQ: { inputmode: 'numeric', autocomplete: 'off' },
      WeChat: OFF,
      LINE: OFF,
      WhatsApp: TEL,
      Zalo: TEL,
      Facebook: OFF,
      'Recommender ID': OFF,
      'Invitation code': OFF,
      'Verification code': OFF,
    };
    const passwords = { Password: NEW_PASSWORD, 'Confirm password': NEW_PASSWORD };
    expectFields({ Username: USERNAME, ...passwords, ...optional, ...MOBILE, 'Mobile number': NATIONAL });
    await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
    await waitFor(() => expect(screen.queryByLabelText('Username')).toBeNull());
    expectFields({ ...MOBILE, 'Mobile number': NATIONAL, 'SMS code': ONE_TIME_CODE, ...passwords, ...optional });
  });

  it('forgot password: by phone a new password; by email the user name and email', async () => {
    const user = userEvent.setup();
    render(<ForgetForm />, '/m/forget');
    await screen.findByLabelText('Mobile number');
    expectFields({ ...MOBILE, 'Mobile number': NATIONAL, 'SMS code': ONE_TIME_CODE, 'New password': NEW_PASSWORD });
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    await screen.findByLabelText('Email');
    expectFields({ Username: USERNAME, Email: EMAIL });
  });

  it('change password: the current one, then two new ones', async () => {
    await backend.logIn();
    render(<ChangePasswordScreen />, '/m/changePsw');
    await screen.findByLabelText('Old password');
    expectFields({
      Username: USERNAME,
      'Old password': CURRENT_PASSWORD,
      'New password': NEW_PASSWORD,
      'Confirm new password': NEW_PASSWORD,
    });
  });

  it('deposit and withdraw: amounts on the decimal keypad, the payment password on digits', async () => {
    await backend.logIn();
    const deposit = render(<DepositPage />, '/m/voucherCenter');
    await screen.findByLabelText('Amount');
    expectFields({ Amount: { inputmode: 'decimal', autocomplete: 'off' } });
    deposit.unmount();
    render(<WithdrawPage />, '/m/withdraw');
    await screen.findByLabelText('Amount');
    expectFields({ Amount: { inputmode: 'decimal', autocomplete: 'off' }, 'Payment password': PAYMENT_PASSWORD });
  });

  it('security centre: the payment password set with the login password, or changed with the current one', async () => {
    await backend.logIn();
    const setting = render(<PaymentPasswordDialog open changing={false} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expectFields(
      {
        'Login password': CURRENT_PASSWORD,
        'New payment password (6 digits)': PAYMENT_PASSWORD,
        'Confirm payment password': PAYMENT_PASSWORD,
      },
      dialog,
    );
    setting.unmount();
    render(<PaymentPasswordDialog open changing onClose={() => undefined} />);
    expectFields(
      {
        'Current payment password': PAYMENT_PASSWORD,
        'New payment password (6 digits)': PAYMENT_PASSWORD,
        'Confirm payment password': PAYMENT_PASSWORD,
      },
      await screen.findByRole('dialog'),
    );
  });

  it('profile and feedback: nickname and email; the feedback text is not autofilled', async () => {
    await backend.logIn();
    const profile = render(<MyAccountPage />, '/m/member/account');
    await screen.findByLabelText('Nickname');
    expectFields({ Nickname: { autocomplete: 'nickname' }, Email: EMAIL });
    profile.unmount();
    render(<FeedbackPage />, '/m/member/feedback');
    await screen.findByLabelText('Your feedback');
    expectFields({ 'Your feedback': OFF });
  });

  it("agent register: the new account's name is not the agent's own; its passwords are new", async () => {
    await backend.logIn('agent01');
    render(<AgentRegisterPage />, '/m/agent/register');
    await screen.findByLabelText('Username');
    expectFields({ Username: OFF, Password: NEW_PASSWORD, 'Confirm password': NEW_PASSWORD });
  });

  afterAll(() => useSessionStore.getState().signOut());
});
