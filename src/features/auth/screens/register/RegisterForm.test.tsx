import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api';
import type { RegisterFieldSetting, RegisterPayload, RegisterSettings } from '@/api/types/auth';
import { REGISTER_FIELDS } from '@/api/types/auth';
import { useSessionStore } from '@/stores/session';
import {
  expectFieldValues,
  expectOneCallWhilePending,
  isSpinning,
  locationText,
  renderAuth,
  setupAuthI18n,
} from '../../testing/render';
import { RegisterForm } from './RegisterForm';

const flags: Record<string, boolean> = {};
const off: RegisterFieldSetting = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 0,
  patternId: 'any',
};
let settings: RegisterSettings;
const register = vi.fn<(p: RegisterPayload) => Promise<unknown>>();
const registerMobile = vi.fn<(p: RegisterPayload) => Promise<unknown>>();
const affiliateCheck = vi.fn<(p: { code: string }) => Promise<boolean>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    systemCountry: async () => [{ name: 'Vietnam', countryDialingCode: '+84' }],
    registerSettings: async () => settings,
    registerValidation: async () => ({
      passwordPattern: '^(?=.*[A-Za-z])(?=.*\\d).{6,16}$',
      passwordPatternId: 'password',
      passwordMinLength: 6,
      passwordMaxLength: 16,
    }),
    usernameCheck: async () => true,
    affiliateCheck: (p: { code: string }) => affiliateCheck(p),
    register: (p: RegisterPayload) => register(p),
    registerMobile: (p: RegisterPayload) => registerMobile(p),
    captcha: async () => 'PHN2Zz48L3N2Zz4=',
  },
}));

const VALUE = { token: 't9', userName: 'newbie01', customerType: 0, firstTimeLogin: true, account: 'newbie01' };

beforeAll(setupAuthI18n);
beforeEach(() => {
  Object.assign(flags, { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false });
  settings = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, off])) as RegisterSettings;
  settings.affiliateCode = {
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]{4,12}$',
    minLength: 4,
    maxLength: 12,
    patternId: 'letters_digits',
  };
  settings.payeeName = {
    enabled: true,
    required: true,
    acceptedPattern: "^[\\p{L} .'-]+$",
    minLength: 2,
    maxLength: 30,
    patternId: 'name',
  };
  register.mockReset().mockResolvedValue(VALUE);
  registerMobile.mockReset().mockResolvedValue({ ...VALUE, userName: 'm12345678', account: 'm12345678' });
  affiliateCheck.mockReset().mockResolvedValue(true);
  useSessionStore.setState({ session: null, expiredFrom: null });
});

const input = (label: string) => screen.getByLabelText(label, { exact: true });
const submitButton = () => screen.getByRole('button', { name: 'Register' });

async function fillBasics() {
  await userEvent.type(await screen.findByLabelText('Username'), 'newbie01');
  await userEvent.type(input('Password'), 'abc12345');
  await userEvent.type(input('Confirm password'), 'abc12345');
  await userEvent.type(input('Real name'), 'New Player');
}

describe('RegisterForm', () => {
  it('shows only enabled setting fields, marks optional ones, and validates required ones with their message', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await screen.findByLabelText('Username');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(input('Invitation code')).toHaveAttribute('placeholder', 'Optional');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Name format not valid')).toBeInTheDocument();
    expect(input('Username')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the user name’s rule under the field, as its description, until an error takes its place', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register' });
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveAccessibleDescription('4-16 letters or digits, starting with a letter');
    expect(username).not.toHaveAttribute('placeholder');
    await userEvent.click(submitButton());
    await waitFor(() => expect(username).toHaveAccessibleDescription('Please enter your username'));
    expect(screen.queryByText('4-16 letters or digits, starting with a letter')).not.toBeInTheDocument();
  });

  it('requires the captcha when shown, with its own message ("enter the code"), and focuses it', async () => {
    settings.captcha = { ...settings.captcha, enabled: true, required: true };
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
    expect(input('Verification code')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
    await userEvent.type(input('Verification code'), '6312');
    await userEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ captcha: '6312' })));
  });

  it('re-checks the confirmation when the password changes', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await userEvent.type(input('Password'), 'x');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
  });

  it('disables submit while the agreement is unticked', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register' });
    const agree = await screen.findByRole('checkbox', { name: /or older and agree/ });
    expect(agree).toBeChecked();
    await userEvent.click(agree);
    expect(submitButton()).toBeDisabled();
  });

  it('checks a typed invitation code first: "Invalid invitation code" and focus', async () => {
    affiliateCheck.mockRejectedValueOnce(new ApiError('business', 'affiliateCheck', 'affiliate.invalid'));
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await userEvent.type(input('Invitation code'), 'NOPE123');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Invalid invitation code')).toBeInTheDocument();
    expect(input('Invitation code')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers, logs in and shows the account number; confirm goes home', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Registration successful' });
    expect(dialog).toHaveTextContent('newbie01');
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'newbie01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        payeeName: 'New Player',
        type: 0,
        registerMethod: 'H5',
        // The page's own host, not the domain-route call's answer (docs/decisions/auth.md).
        registerUrl: window.location.host,
        domain: window.location.hostname,
      }),
    );
    expect(useSessionStore.getState().session).toMatchObject({ token: 't9' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(locationText()).toBe('/m/home'));
  });

  it('uses a valid link code without showing the field', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register?affiliateCode=LUCKY88' });
    await fillBasics();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'LUCKY88' })));
  });

  it('keeps the link’s code for the tab: a register page opened again without it still uses it', async () => {
    const first = renderAuth(<RegisterForm />, { path: '/m/register?affiliateCode=LUCKY88' });
    await screen.findByLabelText('Username');
    first.unmount();
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'LUCKY88' })));
  });

  it('sends the member a referral link names as recommenderId', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register?recommenderId=demo01' });
    await fillBasics();
    await userEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ recommenderId: 'demo01' })));
  });

  it('shows the link’s referrer in the recommender field when the site has one, and sends what it holds', async () => {
    settings.recommenderId = { ...off, enabled: true, minLength: 4, maxLength: 16 };
    renderAuth(<RegisterForm />, { path: '/m/register?recommenderId=demo01' });
    await fillBasics();
    expect(input('Recommender ID')).toHaveValue('demo01');
    await userEvent.clear(input('Recommender ID'));
    await userEvent.type(input('Recommender ID'), 'vip01');
    await userEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ recommenderId: 'vip01' })));
  });

  it('keeps the field hidden while the link code is checked, and shows it when the code is invalid', async () => {
    let answer!: (valid: boolean) => void;
    affiliateCheck.mockReturnValueOnce(new Promise<boolean>((resolve) => (answer = resolve)));
    renderAuth(<RegisterForm />, { path: '/m/register?affiliateCode=NOPE99' });
    await screen.findByLabelText('Username');
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    answer(false);
    expect(await screen.findByLabelText('Invitation code')).toBeInTheDocument();
  });

  it('defaults to mobile sign-up when only MOBILENUMREG3 is on (mobile message error_phone_number_limit)', async () => {
    flags.USERNAMEREG3 = false;
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Mobile number not valid: 8-11 digits')).toBeInTheDocument();
  });

  describe('with the optional mobile number and Zalo beside a username sign-up', () => {
    const digits = (required = false): RegisterFieldSetting => ({
      enabled: true,
      required,
      acceptedPattern: '^\\d{8,11}$',
      minLength: 8,
      maxLength: 11,
      patternId: 'digits',
    });
    beforeEach(() => {
      settings.mobileNum = digits();
      settings.zalo = digits();
    });

    it('gives a wrong number the mobile tab’s message on both tabs (error_phone_number_limit)', async () => {
      renderAuth(<RegisterForm />, { path: '/m/register' });
      await userEvent.type(await screen.findByLabelText('Mobile number'), '123');
      await userEvent.click(submitButton());
      expect(await screen.findByText('Mobile number not valid: 8-11 digits')).toBeInTheDocument();
      expect(screen.queryByText('Please enter 8-11 digits')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
      await userEvent.click(submitButton());
      expect(await screen.findByText('Mobile number not valid: 8-11 digits')).toBeInTheDocument();
    });

    it('passes an empty optional number', async () => {
      renderAuth(<RegisterForm />, { path: '/m/register' });
      await fillBasics();
      await userEvent.click(submitButton());
      await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: undefined })));
    });

    it('asks for a required number with the mobile message', async () => {
      settings.mobileNum = digits(true);
      renderAuth(<RegisterForm />, { path: '/m/register' });
      await fillBasics();
      await userEvent.click(submitButton());
      expect(await screen.findByText('Mobile number not valid: 8-11 digits')).toBeInTheDocument();
      expect(register).not.toHaveBeenCalled();
    });

    it('focuses the failing field that comes first on screen: Zalo above the number', async () => {
      renderAuth(<RegisterForm />, { path: '/m/register' });
      await fillBasics();
      await userEvent.type(input('Mobile number'), '123');
      await userEvent.type(input('Zalo'), '12');
      await userEvent.click(submitButton());
      expect(await screen.findByText('Mobile number not valid: 8-11 digits')).toBeInTheDocument();
      expect(input('Zalo')).toHaveFocus();
    });
  });

  it('reads a missing USERNAMEREG3 as off: only mobile sign-up when MOBILENUMREG3 is on', async () => {
    delete flags.USERNAMEREG3;
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it.each([true, false])(
    'asks mobile sign-up for a password with MOBILENUMPASSREG3 %s (the app reads no meaning into it)',
    async (on) => {
      Object.assign(flags, { USERNAMEREG3: false, MOBILENUMPASSREG3: on });
      renderAuth(<RegisterForm />, { path: '/m/register' });
      await screen.findByLabelText('Mobile number');
      expect(input('Password')).toBeInTheDocument();
      expect(input('Confirm password')).toBeInTheDocument();
    },
  );

  it('with both sign-up flags off still offers username sign-up (docs/decisions/auth.md)', async () => {
    Object.assign(flags, { USERNAMEREG3: false, MOBILENUMREG3: false });
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('RegisterForm while pending and after a failure', () => {
  it('sends once however often it is submitted while the call is pending', async () => {
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await expectOneCallWhilePending(register, submitButton);
  });

  it('puts a taken user name next to the field, hides the spinner and keeps everything typed', async () => {
    register.mockRejectedValue(new ApiError('business', 'register', 'username.exists'));
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await userEvent.type(input('Invitation code'), 'LUCKY88');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();
    expect(input('Username')).toHaveAccessibleDescription('Sorry, the username already exists');
    expect(input('Username')).toHaveFocus();
    expect(submitButton()).toBeEnabled();
    expect(isSpinning(submitButton())).toBe(false);
    expectFieldValues({
      Username: 'newbie01',
      Password: 'abc12345',
      'Confirm password': 'abc12345',
      'Real name': 'New Player',
      'Invitation code': 'LUCKY88',
    });
  });

  it('says why under the button when the failure belongs to no field', async () => {
    register.mockRejectedValue(new ApiError('server', 'register'));
    renderAuth(<RegisterForm />, { path: '/m/register' });
    await fillBasics();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, please try again');
    expect(input('Username')).toHaveValue('newbie01');
    expect(submitButton()).toBeEnabled();
  });
});
