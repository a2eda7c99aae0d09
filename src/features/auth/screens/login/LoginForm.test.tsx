import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ApiError } from '@/api';
import type { LoginPayload } from '@/api/types/auth';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore } from '@/stores/session';
import { readRememberedLogin, readRememberedPassword, rememberLogin } from '@/lib/remembered-login';
import { loggedInThisTab, rememberChoiceOfThisTab } from '@/lib/tab-login';
import {
  expectFieldValues,
  expectOneCallWhilePending,
  isSpinning,
  locationText,
  renderAuth,
  setupAuthI18n,
} from '../../testing/render';
import { LoginForm } from './LoginForm';

const flags: Record<string, boolean> = { MOBILEVERCODELOGIN3: true };
const login = vi.fn<(p: LoginPayload) => Promise<unknown>>();
const smsNoLogin = vi.fn();
const captchaCall = vi.fn(async () => 'PHN2Zz48L3N2Zz4=');

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    captcha: () => captchaCall(),
    login: (p: LoginPayload) => login(p),
    smsNoLogin: (p: unknown) => smsNoLogin(p),
  },
}));

const OK = { token: 't1', userName: 'demo01', customerType: 0, firstTimeLogin: false };
const failure = (errorCode: string, value?: unknown) => new ApiError('business', 'login', errorCode, errorCode, value);

beforeAll(setupAuthI18n);
beforeEach(() => {
  login.mockReset();
  smsNoLogin.mockReset();
  captchaCall.mockClear();
  flags.MOBILEVERCODELOGIN3 = true;
  useSessionStore.setState({ session: null, expiredFrom: null });
  void i18next.changeLanguage('EN');
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginForm validation', () => {
  it.each([
    ['', 'abc12345', 'Please enter your username'],
    ['1demo', 'abc12345', 'Account format incorrect: 4-16 letters or digits, starting with a letter'],
    ['abc', 'abc12345', 'Account format incorrect: 4-16 letters or digits, starting with a letter'],
    ['demo01', '', 'Enter password'],
    ['demo01', 'abc', 'Password format incorrect: 6-16 characters'],
    ['demo01', 'a'.repeat(17), 'Password format incorrect: 6-16 characters'],
  ])('username %j, password %j → %s next to the field, no call', async (username, password, message) => {
    renderAuth(<LoginForm />);
    if (username) await userEvent.type(screen.getByLabelText('Username'), username);
    if (password) await userEvent.type(screen.getByLabelText('Password'), password);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('trims the username, stores the session and the remembered record (sealed) and goes home', async () => {
    login.mockResolvedValue(OK);
    renderAuth(<LoginForm />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Username'), '  demo01 ');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12345');
    await submit();
    await waitFor(() => expect(locationText()).toBe('/m/home'));
    expect(login).toHaveBeenCalledWith({
      type: 'username',
      username: 'demo01',
      password: 'abc12345',
      captcha: undefined,
    });
    expect(useSessionStore.getState().session).toMatchObject({ token: 't1', userName: 'demo01', type: 0 });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedLogin)!)).toMatchObject({
        type: 'username',
        username: 'demo01',
        sealedPassword: expect.any(Object),
      }),
    );
    const stored = localStorage.getItem(STORAGE_KEYS.rememberedLogin)!;
    for (const readable of ['abc12345', btoa('abc12345'), btoa(btoa('abc12345'))])
      expect(stored).not.toContain(readable);
    expect(await readRememberedPassword('demo01')).toBe('abc12345');
    expect(loggedInThisTab('demo01')).toBe(true);
    expect(rememberChoiceOfThisTab()).toBe(true);
  });

  it('forgets the record when remember is unticked, and prefills from a stored one', async () => {
    await rememberLogin({ type: 'username', username: 'vip01' }, 'secret99');
    login.mockResolvedValue(OK);
    renderAuth(<LoginForm />);
    await waitFor(() => expectFieldValues({ Username: 'vip01', Password: 'secret99' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit();
    await waitFor(() => expect(locationText()).toBe('/m/home'));
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBeNull();
    expect(rememberChoiceOfThisTab()).toBe(false);
  });

  it('prefills the user name only when the sealed password cannot be opened', async () => {
    await rememberLogin({ type: 'username', username: 'vip01' }, 'secret99');
    localStorage.setItem(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({
        ...JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedLogin)!),
        sealedPassword: { iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' },
      }),
    );
    renderAuth(<LoginForm />);
    expect(await readRememberedPassword('vip01')).toBeNull();
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'vip01' });
    expectFieldValues({ Username: 'vip01', Password: '' });
  });

  it('opened by a form that left the player to log in: says what was done, filled with its user name, not the remembered password', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, 'before12');
    // As a reset by phone hands over (login-handoff): the remembered password is the one just replaced.
    renderAuth(
      <Routes>
        <Route
          path="/m/forget"
          element={
            <Navigate
              to="/m/login"
              replace
              state={{ done: 'passwordReset', login: { type: 'username', username: 'demo01' } }}
            />
          }
        />
        <Route path="/m/login" element={<LoginForm />} />
      </Routes>,
      { path: '/m/forget' },
    );
    expect(
      await screen.findByText('Your password has been reset. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Username', selected: true })).toBeInTheDocument();
    expect(await readRememberedPassword('demo01')).toBe('before12');
    await act(() => Promise.resolve());
    expectFieldValues({ Username: 'demo01', Password: '' });
  });

  it('returns to the page that asked for a session', async () => {
    login.mockResolvedValue(OK);
    // As the session gate sends a visitor here: to /m/login with the page in the route state.
    renderAuth(
      <Routes>
        <Route
          path="/m/member/start"
          element={<Navigate to="/m/login" replace state={{ returnTo: '/m/member/home' }} />}
        />
        <Route path="/m/login" element={<LoginForm />} />
        <Route path="*" element={null} />
      </Routes>,
      { path: '/m/member/start' },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12345');
    await submit();
    await waitFor(() => expect(locationText()).toBe('/m/member/home'));
  });

  it('shows the captcha after a failure carrying the flag, requires it, and sends it', async () => {
    login.mockRejectedValueOnce(failure('login.fail', { captcha: true })).mockResolvedValue(OK);
    renderAuth(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong999');
    await submit();
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong999');
    expect(await screen.findByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Please write the verification code')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Verification code'), '1234');
    await submit();
    await waitFor(() => expect(login).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: '1234' })));
  });

  it('fetches a new captcha when the method changes while it is shown, not while it is hidden', async () => {
    login.mockRejectedValueOnce(failure('login.fail', { captcha: true }));
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(captchaCall).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong999');
    await submit();
    await screen.findByRole('img', { name: 'Verification code picture' });
    expect(captchaCall).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await waitFor(() => expect(captchaCall).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    await waitFor(() => expect(captchaCall).toHaveBeenCalledTimes(3));
  });

  it('disables the button while the call is pending (no double submit)', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    login.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderAuth(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12345');
    await submit();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await submit();
    expect(login).toHaveBeenCalledTimes(1);
    await act(async () => resolve(OK));
  });

  it('revalidates shown messages in the new language 200 ms after a language change', async () => {
    renderAuth(<LoginForm />);
    await submit();
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    await act(async () => {
      await i18next.changeLanguage('TY');
    });
    expect(await screen.findByText('请输入用户名', {}, { timeout: 1000 })).toBeInTheDocument();
  });
});

describe('LoginForm SMS method', () => {
  it('is offered only with MOBILEVERCODELOGIN3', async () => {
    flags.MOBILEVERCODELOGIN3 = false;
    renderAuth(<LoginForm />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('requests a code only for a valid number, counts down and logs in with the code', async () => {
    smsNoLogin.mockResolvedValue({ expirationTime: Date.now() + 60_000 });
    login.mockResolvedValue(OK);
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    expect(screen.getByLabelText('SMS code')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your mobile number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Mobile number not valid')).toBeInTheDocument();
    expect(smsNoLogin).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(smsNoLogin).toHaveBeenCalledWith({ mobileNum: '912345678', countryDialingCode: '+84' });
    expect(await screen.findByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeEnabled();

    await userEvent.type(screen.getByLabelText('SMS code'), '12345');
    await submit();
    expect(await screen.findByText('The SMS code has 6 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('SMS code'), '6');
    await submit();
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        type: 'sms',
        username: '912345678',
        password: '123456',
        countryDialingCode: '+84',
        captcha: undefined,
      }),
    );
  });
});

describe('LoginForm while pending and after a failure', () => {
  const button = () => screen.getByRole('button', { name: 'Login' });

  async function fillUsername() {
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12345');
  }

  it('sends once however often it is submitted while the call is pending', async () => {
    renderAuth(<LoginForm />);
    await fillUsername();
    await expectOneCallWhilePending(login, button);
  });

  it('hides the spinner, says why under the button and keeps what was typed', async () => {
    login.mockRejectedValue(new ApiError('network', 'login'));
    renderAuth(<LoginForm />);
    await fillUsername();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No network, please check your connection');
    expect(button()).toBeEnabled();
    expect(isSpinning(button())).toBe(false);
    expectFieldValues({ Username: 'demo01', Password: 'abc12345' });
  });

  it('puts a wrong SMS code next to the code and keeps the number and the code', async () => {
    smsNoLogin.mockResolvedValue({ expirationTime: Date.now() + 60_000 });
    login.mockRejectedValue(failure('verification.code.error'));
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await userEvent.type(await screen.findByLabelText('SMS code'), '123456');
    await submit();
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription('Verification code error');
    expectFieldValues({ 'SMS code': '123456', 'Mobile number': '912345678' });
    expect(button()).toBeEnabled();
  });
});
