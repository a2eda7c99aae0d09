import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyConfigOverrides, getConfig } from '@/config/runtime';
import { useSessionStore } from '@/stores/session';
import { locationText, renderAuth, setupAuthI18n } from '../testing/render';
import { AuthPage } from './AuthPage';

const flags: Record<string, boolean> = {};
const follow = vi.fn();
vi.mock('@/hooks/use-follow-url', () => ({ useFollowUrl: () => follow }));
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    systemStatus: () => new Promise(() => undefined),
    customerServiceLink: () => new Promise(() => undefined),
    registerSettings: () => new Promise(() => undefined),
    registerValidation: () => new Promise(() => undefined),
  },
}));

beforeAll(setupAuthI18n);
const GOOGLE_START = 'https://platform.example/oauth/google/start';
const FACEBOOK_START = 'https://platform.example/oauth/facebook/start';
const MEMBER = { token: 'T', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };
const demoSocialSignIn = getConfig().socialSignIn;
beforeEach(() => {
  for (const key of Object.keys(flags)) delete flags[key];
  useSessionStore.setState({ session: null, expiredFrom: null });
  // Unit tests run with the demo's build-time config, which starts every provider: only Google here.
  applyConfigOverrides({ socialSignIn: { google: GOOGLE_START, facebook: undefined, telegram: undefined } });
});
afterEach(() => {
  applyConfigOverrides({ socialSignIn: demoSocialSignIn });
  follow.mockReset();
});

describe('AuthPage', () => {
  it('switches the form with a tab that pushes the path', async () => {
    renderAuth(<AuthPage mode="login" />, { path: '/m/login' });
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await waitFor(() => expect(locationText()).toBe('/m/register'));
  });

  it('offers the footer (home, register, customer service) and the links of the login form', () => {
    renderAuth(<AuthPage mode="login" />, { path: '/m/login' });
    const footer = screen.getByRole('navigation', { name: 'More' });
    expect(footer).toHaveTextContent('Home');
    expect(footer).toHaveTextContent('Register');
    expect(footer).toHaveTextContent('Customer service');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Free trial' })).toHaveAttribute('href', '/m/trail');
  });

  it('shows each social button only with its flag', async () => {
    flags.GOOGLELOGIN3 = true;
    flags.FACEBOOKLOGIN3 = false;
    renderAuth(<AuthPage mode="login" />, { path: '/m/login' });
    expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Telegram' })).not.toBeInTheDocument();
  });

  it('hides a flagged provider whose start URL the deployment does not configure', async () => {
    flags.GOOGLELOGIN3 = true;
    flags.FACEBOOKLOGIN3 = true;
    renderAuth(<AuthPage mode="register" />, { path: '/m/register' });
    expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('leaves for the start URL with the login page to come back to, carrying where the player was going', async () => {
    flags.GOOGLELOGIN3 = true;
    useSessionStore.setState({ expiredFrom: '/m/member/home' });
    renderAuth(<AuthPage mode="login" />, { path: '/m/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    expect(follow).toHaveBeenCalledWith(expect.any(String), { leave: 'sameTab' });
    const followed = new URL(follow.mock.calls[0][0] as string);
    expect(followed.origin + followed.pathname).toBe(GOOGLE_START);
    const back = new URL(followed.searchParams.get('returnUrl')!);
    expect(back.origin + back.pathname).toBe(`${window.location.origin}/m/login`);
    expect(back.searchParams.get('returnTo')).toBe('/m/member/home');
  });

  it('hides a provider whose start URL the URL policy refuses (javascript:)', async () => {
    flags.GOOGLELOGIN3 = true;
    flags.FACEBOOKLOGIN3 = true;
    applyConfigOverrides({ socialSignIn: { google: 'javascript:alert(1)', facebook: FACEBOOK_START } });
    renderAuth(<AuthPage mode="login" />, { path: '/m/login' });
    expect(await screen.findByRole('button', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('names /m/home as the way back when the player came to log in from nowhere else', async () => {
    flags.GOOGLELOGIN3 = true;
    renderAuth(<AuthPage mode="login" />, { path: '/m/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    const back = new URL(new URL(follow.mock.calls[0][0] as string).searchParams.get('returnUrl')!);
    expect(back.searchParams.get('returnTo')).toBe('/m/home');
  });

  it('back from a social sign-in with a session, goes on to the returnTo page of this app', async () => {
    useSessionStore.setState({ session: MEMBER });
    renderAuth(<AuthPage mode="login" />, { path: '/m/login?returnTo=%2Fm%2Fdeposit' });
    await waitFor(() => expect(locationText()).toBe('/m/deposit'));
  });

  it('takes no returnTo of another site: back from a social sign-in it goes to /m/home', async () => {
    useSessionStore.setState({ session: MEMBER });
    renderAuth(<AuthPage mode="login" />, { path: '/m/login?returnTo=https%3A%2F%2Fevil.example%2Fm%2Fdeposit' });
    await waitFor(() => expect(locationText()).toBe('/m/home'));
  });

  it('without a session, keeps the login form and sends the returnTo on to the platform', async () => {
    flags.GOOGLELOGIN3 = true;
    renderAuth(<AuthPage mode="login" />, { path: '/m/login?returnTo=%2Fm%2Fdeposit&socialError=cancelled' });
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    const back = new URL(new URL(follow.mock.calls[0][0] as string).searchParams.get('returnUrl')!);
    expect(back.searchParams.get('returnTo')).toBe('/m/deposit');
    expect(locationText()).toBe('/m/login?returnTo=%2Fm%2Fdeposit');
  });

  it('says once that a social sign-in came back unfinished and takes socialError out of the address', async () => {
    flags.GOOGLELOGIN3 = true;
    renderAuth(<AuthPage mode="login" />, { path: '/m/login?socialError=cancelled' });
    expect(
      await screen.findByText('Social sign-in did not complete. Please try again or log in with your username.'),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(locationText()).toBe('/m/login'));
  });

  it('gives the forgot-password mode its recovery hint instead of tabs: email and SMS with mobile verification', async () => {
    flags.REGMOBVERF3 = true;
    renderAuth(<AuthPage mode="forget" />, { path: '/m/forget' });
    expect(await screen.findByRole('tab', { name: 'Phone' })).toBeInTheDocument();
    expect(
      screen.getByText('Recover your password by email, or by SMS to your registered mobile number.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('names only email in the forgot-password hint without mobile verification (§2 "only email")', async () => {
    flags.REGMOBVERF3 = false;
    renderAuth(<AuthPage mode="forget" />, { path: '/m/forget' });
    await screen.findByLabelText('Email');
    expect(
      screen.getByText('Recover your password by email: enter your username and the email address of your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/by SMS/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Phone' })).not.toBeInTheDocument();
  });
});
