import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTER_FIELDS } from '@/api/types/auth';
import type { FirebaseProject } from '@/config/phone-verification';
import { useToastStore } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { renderAuth, setupAuthI18n } from '../testing/render';
import { ForgetForm } from '../screens/forget/ForgetForm';
import { LoginForm } from '../screens/login/LoginForm';
import { RegisterForm } from '../screens/register/RegisterForm';
import { wrongCode, type PhoneVerifier } from '../lib/phone-verifier';

// The deployment's Firebase project (build-time config) and the service itself, faked.
const PROJECT: FirebaseProject = { apiKey: 'k', authDomain: 'casino.firebaseapp.com', projectId: 'casino' };
vi.stubEnv('VITE_PHONE_VERIFICATION', JSON.stringify(PROJECT));
// The environment is the worker's, shared by the files it runs next: they send their codes through the platform.
afterAll(() => vi.unstubAllEnvs());
vi.mock('@/config/runtime', async (importOriginal) => {
  const runtime = await importOriginal<typeof import('@/config/runtime')>();
  return { ...runtime, getConfig: () => ({ ...runtime.getConfig(), phoneVerification: PROJECT }) };
});
const service = { send: vi.fn<PhoneVerifier['send']>(), confirm: vi.fn<PhoneVerifier['confirm']>() };
const startedWith = vi.fn();
vi.mock('../lib/firebase-phone', () => ({
  firebasePhoneVerifier: (project: FirebaseProject) => {
    startedWith(project);
    return service;
  },
}));

const login = vi.fn();
const smsNoLogin = vi.fn();
const smsRegister = vi.fn();
const setPasswordByPhone = vi.fn();
const registerMobile = vi.fn();
const off = { enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'any' };
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () =>
      ['MOBILEVERCODELOGIN3', 'REGMOBVERF3', 'MOBILENUMREG3'].map((modId) => ({ modId, enabled: '1' })),
    registerSettings: async () => Object.fromEntries(REGISTER_FIELDS.map((field) => [field, off])),
    registerValidation: async () => ({
      passwordPattern: '^.{6,16}$',
      passwordPatternId: 'password',
      passwordMinLength: 6,
      passwordMaxLength: 16,
    }),
    smsRegister: (p: unknown) => smsRegister(p),
    registerMobile: (p: unknown) => registerMobile(p),
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    login: (p: unknown) => login(p),
    smsNoLogin: (p: unknown) => smsNoLogin(p),
    setPasswordByPhone: (p: unknown) => setPasswordByPhone(p),
  },
}));

const OK = { token: 't1', userName: 'demo01', customerType: 0, firstTimeLogin: false };

beforeAll(setupAuthI18n);
beforeEach(() => {
  for (const fn of [login, smsNoLogin, smsRegister, setPasswordByPhone, registerMobile, service.send, service.confirm])
    fn.mockReset();
  service.send.mockResolvedValue(undefined);
  service.confirm.mockResolvedValue('FIREBASE-ID-TOKEN');
  login.mockResolvedValue(OK);
  useSessionStore.setState({ session: null, expiredFrom: null });
  useToastStore.setState({ toasts: [] });
});

async function requestCode() {
  await userEvent.type(await screen.findByLabelText('Mobile number'), '0912345678');
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
}

describe('third-party phone verification (runtime config phoneVerification)', () => {
  it('sends the code through the service, not the platform, to the international number', async () => {
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await requestCode();
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    expect(service.send).toHaveBeenCalledWith('+84912345678');
    expect(startedWith).toHaveBeenCalledWith(PROJECT);
    expect(smsNoLogin).not.toHaveBeenCalled();
    expect(screen.getByLabelText('SMS code')).toBeEnabled();
  });

  it("logs in with the firebase type and the service's token for the typed code", async () => {
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await requestCode();
    await userEvent.type(await screen.findByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        type: 'firebase',
        username: '0912345678',
        password: '654321',
        countryDialingCode: '+84',
        captcha: undefined,
        firebaseChannel: 'sms',
        firebaseIdToken: 'FIREBASE-ID-TOKEN',
        firebaseMobileNo: '0912345678',
      }),
    );
    expect(service.confirm).toHaveBeenCalledWith('654321');
  });

  it('puts a code the service refuses next to the code field, and makes no login call', async () => {
    service.confirm.mockRejectedValue(wrongCode());
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await requestCode();
    await userEvent.type(await screen.findByLabelText('SMS code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('hides the loading message silently when the service cannot send (§4)', async () => {
    service.send.mockRejectedValue(new Error('auth/too-many-requests'));
    const kindsShown = new Set<string>();
    const unsubscribe = useToastStore.subscribe(({ toasts }) => toasts.forEach((t) => kindsShown.add(t.kind)));
    renderAuth(<LoginForm />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await requestCode();
    await waitFor(() => expect(service.send).toHaveBeenCalled());
    await waitFor(() => expect(useToastStore.getState().toasts).toEqual([]));
    unsubscribe();
    expect([...kindsShown]).toEqual(['loading']);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(screen.getByLabelText('SMS code')).toBeDisabled();
  });

  it("resets the password by phone with the service's token", async () => {
    setPasswordByPhone.mockResolvedValue({ username: 'demo01' });
    renderAuth(<ForgetForm />, { path: '/m/forget' });
    await requestCode();
    await userEvent.type(await screen.findByLabelText('SMS code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(setPasswordByPhone).toHaveBeenCalledWith({
        mobileNum: '0912345678',
        countryDialingCode: '+84',
        verificationCode: '654321',
        newPassword: 'fresh123',
        firebaseIdToken: 'FIREBASE-ID-TOKEN',
      }),
    );
  });

  it("registers by mobile with the service's token for the code", async () => {
    registerMobile.mockResolvedValue({ ...OK, userName: 'm0912345678', account: 'm0912345678' });
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await requestCode();
    await userEvent.type(await screen.findByLabelText('SMS code'), '654321');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'abc12345');
    await userEvent.type(screen.getByLabelText('Confirm password', { exact: true }), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(registerMobile).toHaveBeenCalledWith(
        expect.objectContaining({
          mobileNum: '0912345678',
          verificationCode: '654321',
          firebaseChannel: 'sms',
          firebaseIdToken: 'FIREBASE-ID-TOKEN',
        }),
      ),
    );
    expect(smsRegister).not.toHaveBeenCalled();
  });
});
