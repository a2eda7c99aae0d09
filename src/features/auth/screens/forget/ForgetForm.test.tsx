import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api';
import type { SetPasswordByPhonePayload } from '@/api/types/auth';
import { useSessionStore } from '@/stores/session';
import { useToastStore } from '@/components/ui/toast';
import {
  expectFieldValues,
  expectOneCallWhilePending,
  isSpinning,
  locationText,
  renderAuth,
  setupAuthI18n,
} from '../../testing/render';
import { ForgetForm } from './ForgetForm';

const flags: Record<string, boolean> = {};
const forgotPasswordEmail = vi.fn();
const setPasswordByPhone = vi.fn<(p: SetPasswordByPhonePayload) => Promise<unknown>>();
const login = vi.fn();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    forgotPasswordEmail: (p: unknown) => forgotPasswordEmail(p),
    smsNoLogin: async () => ({ expirationTime: Date.now() + 60_000 }),
    setPasswordByPhone: (p: SetPasswordByPhonePayload) => setPasswordByPhone(p),
    login: (p: unknown) => login(p),
  },
}));

beforeAll(setupAuthI18n);
beforeEach(() => {
  flags.REGMOBVERF3 = false;
  forgotPasswordEmail.mockReset().mockResolvedValue(null);
  setPasswordByPhone.mockReset();
  login.mockReset().mockResolvedValue({ token: 't2', userName: 'demo01', customerType: 0, firstTimeLogin: false });
  useSessionStore.setState({ session: null, expiredFrom: null });
  useToastStore.setState({ toasts: [] });
});

describe('forgot password by email', () => {
  it('is the only method without mobile verification; the button waits for a valid user name and email', async () => {
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    const retrieve = screen.getByRole('button', { name: 'Retrieve password' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(retrieve).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), ' demo01 ');
    await userEvent.type(screen.getByLabelText('Email'), 'demo01@example');
    expect(retrieve).toBeDisabled();
    await userEvent.tab();
    expect(await screen.findByText('Email format incorrect')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '.com ');
    expect(retrieve).toBeEnabled();
    await userEvent.click(retrieve);
    expect(forgotPasswordEmail).toHaveBeenCalledWith({ username: 'demo01', email: 'demo01@example.com' });
    expect(await screen.findByText('A password reset email has been sent')).toBeInTheDocument();
  });
});

describe('forgot password by email while pending and after a failure', () => {
  const retrieve = () => screen.getByRole('button', { name: 'Retrieve password' });

  async function fillEmail() {
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Email'), 'demo01@example.com');
  }

  it('sends once however often it is submitted while the call is pending', async () => {
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillEmail();
    await expectOneCallWhilePending(forgotPasswordEmail, retrieve);
    expect(screen.getByText('Please wait…')).toBeInTheDocument();
  });

  it('hides the loading notice, says why under the button and keeps both fields', async () => {
    forgotPasswordEmail.mockRejectedValue(new ApiError('business', 'forgotPasswordEmail', 'member.not.exist'));
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillEmail();
    await userEvent.click(retrieve());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the user does not exist or is disabled');
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(retrieve()).toBeEnabled();
    expect(isSpinning(retrieve())).toBe(false);
    expectFieldValues({ Username: 'demo01', Email: 'demo01@example.com' });
  });
});

describe('reset by phone', () => {
  beforeEach(() => {
    flags.REGMOBVERF3 = true;
  });

  async function fillPhone(password = 'abc12345') {
    await userEvent.type(await screen.findByLabelText('Mobile number'), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /\d+ s$/ });
    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), password);
  }
  const resetButton = () => screen.getByRole('button', { name: 'Reset password' });
  const reset = () => userEvent.click(resetButton());

  it('is the default with mobile verification; the number needs 8-11 digits (in_mobileNum_error)', async () => {
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    expect(await screen.findByRole('tab', { name: 'Phone', selected: true })).toBeInTheDocument();
    await reset();
    expect(await screen.findByText('Please enter a mobile number of 8-11 digits')).toBeInTheDocument();
    expect(screen.getByText('Please enter the SMS code')).toBeInTheDocument();
    expect(screen.getByText('Enter password')).toBeInTheDocument();
  });

  it('modify.new.old.same clears the password field and keeps the code', async () => {
    setPasswordByPhone.mockRejectedValue(new ApiError('business', 'setPasswordByPhone', 'modify.new.old.same'));
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillPhone();
    await reset();
    expect(await screen.findByText('The new password and the old password cannot be the same')).toBeInTheDocument();
    expectFieldValues({ 'New password': '', 'SMS code': '123456' });
  });

  it('sends once however often it is submitted while the call is pending', async () => {
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillPhone();
    await expectOneCallWhilePending(setPasswordByPhone, resetButton);
  });

  it('a failure hides the loading notice, shows the message and keeps the number', async () => {
    setPasswordByPhone.mockRejectedValue(new ApiError('business', 'setPasswordByPhone', 'mobile.not.exist'));
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillPhone();
    await reset();
    expect(await screen.findByText('This mobile number is not registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This mobile number is not registered');
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expectFieldValues({ 'Mobile number': '912345678', 'New password': 'abc12345', 'SMS code': '' });
  });

  it('any other failure clears the code', async () => {
    setPasswordByPhone.mockRejectedValue(new ApiError('business', 'setPasswordByPhone', 'verification.code.error'));
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillPhone();
    await reset();
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expectFieldValues({ 'SMS code': '', 'New password': 'abc12345' });
  });

  it('on success logs in with the user name and the new password', async () => {
    setPasswordByPhone.mockResolvedValue({ username: 'demo01' });
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await fillPhone('fresh123');
    await reset();
    await waitFor(() => expect(locationText()).toBe('/m/home'));
    expect(setPasswordByPhone).toHaveBeenCalledWith({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '123456',
      newPassword: 'fresh123',
    });
    expect(login).toHaveBeenCalledWith({ type: 'username', username: 'demo01', password: 'fresh123' });
    expect(useSessionStore.getState().session).toMatchObject({ token: 't2' });
  });
});
