import passwordRules from '@fixtures/passwordRules.json';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { useSessionStore } from '@/stores/session';
import { handlers } from '../../../../mock-server/routes';
import { openSession, setUpMockServer } from '../../../../mock-server/testing';
import { expectFieldValues, locationText, renderAuth, setupAuthI18n } from '../testing/render';
import { ForgetForm } from './forget/ForgetForm';
import { LoginForm } from './login/LoginForm';
import { ChangePasswordScreen } from './password/ChangePasswordScreen';
import { RegisterForm } from './register/RegisterForm';

/**
 * Answers of the auth forms' calls the app cannot read, through the real HTTP adapter against the mock.
 * Sign-ups and resets the platform answered with success in a body that breaks its contract
 * (`mock.drift`): the account was made, the password changed, so the player is never told it failed (a
 * retry would meet "username exists" or a spent SMS code) but sent to log in. A password rule set whose
 * pattern does not compile: both forms that check by it show its load failure and retry. A login by
 * SMS code the platform took but answered unreadably spent the code: the form asks for a new one.
 */
vi.mock('../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer();
beforeAll(setupAuthI18n);

const ACTION_FAILED = 'Request failed, please try again';
const REGISTERED = 'Registration successful. Please log in to your new account.';
const RESET = 'Your password has been reset. Please log in with your new password.';

function renderAuthPages(path: string) {
  renderAuth(
    <Routes>
      <Route path="/m/login" element={<LoginForm />} />
      <Route path="/m/register" element={<RegisterForm />} />
      <Route path="/m/forget" element={<ForgetForm />} />
      <Route path="*" element={null} />
    </Routes>,
    { path },
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true });

/** Put `text` in the field as one paste: these forms re-render at every key, and the test drives many fields. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The register form's fields other than the method's own: passwords, the required real name, the captcha. */
async function fillRegisterRest() {
  await fill(input('Password'), 'abc12345');
  await fill(input('Confirm password'), 'abc12345');
  await fill(input('Real name'), 'New Player');
  await screen.findByRole('img', { name: 'Verification code picture' });
  await fill(input('Verification code'), mock().captcha!);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

/** A code sent to the number, typed in. */
async function typeSmsCode() {
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  await screen.findByRole('button', { name: /\d+ s$/ });
  await fill(input('SMS code'), mock().smsCode!);
}

describe('registration whose answer cannot be read', () => {
  it('by user name: the login page says the account was made, filled with its name, and logs in to it', async () => {
    mock().set({ drift: ['register'] });
    renderAuthPages('/m/register');
    await fill(await screen.findByLabelText('Username', { exact: true }), 'newbie01');
    await fillRegisterRest();

    expect(await screen.findByText(REGISTERED)).toBeInTheDocument();
    expect(locationText()).toBe('/m/login');
    expectFieldValues({ Username: 'newbie01', Password: '' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(mock().db.userByName('newbie01')).toBeDefined();
    expect(screen.queryByText(ACTION_FAILED)).not.toBeInTheDocument();

    await fill(input('Password'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ userName: 'newbie01' }));
  });

  it('by mobile: the login page opens on the SMS method with the number and its dialling code', async () => {
    mock().set({ drift: ['registerMobile'] });
    renderAuthPages('/m/register');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile' }));
    await fill(input('Mobile number'), '987654321');
    await typeSmsCode();
    await fillRegisterRest();

    expect(await screen.findByText(REGISTERED)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SMS code', selected: true })).toBeInTheDocument();
    expectFieldValues({ 'Mobile number': '987654321', 'Country dialling code': '+84' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(mock().db.userByMobile('+84', '987654321')).toBeDefined();
  });
});

describe('reset by phone that ends without a session', () => {
  async function resetDemo01() {
    renderAuthPages('/m/forget');
    await fill(await screen.findByLabelText('Mobile number'), '912345678');
    await typeSmsCode();
    await fill(input('New password'), 'fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('its answer unread: the login page says the password was reset', async () => {
    mock().set({ drift: ['setPasswordByPhone'] });
    await resetDemo01();

    expect(await screen.findByText(RESET)).toBeInTheDocument();
    expect(locationText()).toBe('/m/login');
    expectFieldValues({ Password: '' });
    expect(mock().db.userByName('demo01')?.password).toBe('fresh123');
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.queryByText(ACTION_FAILED)).not.toBeInTheDocument();
  });

  it('the login after it unread: the login page says so, filled with the user name the reset named', async () => {
    mock().set({ drift: ['login'] });
    await resetDemo01();

    expect(await screen.findByText(RESET)).toBeInTheDocument();
    expectFieldValues({ Username: 'demo01', Password: '' });
    expect(mock().db.userByName('demo01')?.password).toBe('fresh123');
    expect(useSessionStore.getState().session).toBeNull();
  });
});

describe('a login by SMS code whose answer cannot be read', () => {
  it('says it failed, clears the spent code and offers Get code again; a new code logs in', async () => {
    mock().set({ drift: ['login'] });
    renderAuthPages('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await fill(input('Mobile number'), '912345678');
    await typeSmsCode();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(ACTION_FAILED)).toBeInTheDocument();
    expectFieldValues({ 'SMS code': '' });
    expect(input('SMS code')).toBeDisabled();
    expect(useSessionStore.getState().session).toBeNull();

    mock().set({ drift: [] });
    await typeSmsCode();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ userName: 'demo01' }));
  });
});

describe('a password rule set whose pattern does not compile', () => {
  it.each([
    ['register', '/m/register', 'Password'],
    ['change-password', '/m/changePsw', 'New password'],
  ])(
    'the %s form shows "Load failed, click to retry", and the form once the rule set is right',
    async (_form, path, field) => {
      const rules = vi
        .spyOn(handlers, 'registerValidation')
        .mockReturnValue({ ...passwordRules, passwordPattern: '^(?=.*[A-Za-z])(?=.*\\d' });
      openSession(mock(), 'demo01');
      renderAuth(
        <Routes>
          <Route path="/m/register" element={<RegisterForm />} />
          <Route path="/m/changePsw" element={<ChangePasswordScreen />} />
        </Routes>,
        { path },
      );
      const retry = await screen.findByRole('button', { name: 'Load failed, click to retry' });
      expect(screen.queryByLabelText(field, { exact: true })).not.toBeInTheDocument();

      rules.mockRestore();
      await userEvent.click(retry);
      expect(await screen.findByLabelText(field, { exact: true })).toBeInTheDocument();
    },
  );
});
