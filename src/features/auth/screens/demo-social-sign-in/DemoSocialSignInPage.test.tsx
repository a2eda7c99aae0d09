import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuth, setupAuthI18n } from '../../testing/render';
import { DemoSocialSignInPage } from './DemoSocialSignInPage';

const demoSocialLogin = vi.fn();
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { demoSocialLogin: (...args: unknown[]) => demoSocialLogin(...args) },
}));

const assign = vi.fn();
beforeAll(setupAuthI18n);
beforeEach(() => {
  demoSocialLogin.mockResolvedValue({ token: 'TOKEN1', userName: 'demo01', customerType: 0, firstTimeLogin: false });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
});
afterEach(() => {
  vi.restoreAllMocks();
  assign.mockReset();
  demoSocialLogin.mockReset();
});

const returnUrl = (url: string) => `/m/demoSocialSignIn?provider=telegram&returnUrl=${encodeURIComponent(url)}`;
const loginBack = `${window.location.origin}/m/login?returnTo=%2Fm%2Fdeposit`;

describe('the demo stand-in for a provider sign-in page', () => {
  it('signs the demo provider account in and goes back to the app with its token link', async () => {
    renderAuth(<DemoSocialSignInPage />, { path: returnUrl(loginBack) });
    expect(screen.getByRole('heading', { name: 'Sign in with Telegram' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue as demo01' }));
    expect(demoSocialLogin).toHaveBeenCalledWith({ provider: 'telegram', idToken: 'mock-telegram-demo01' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/m/login?returnTo=%2Fm%2Fdeposit&token=TOKEN1'));
  });

  it('goes back with socialError on Cancel, without signing in', async () => {
    renderAuth(<DemoSocialSignInPage />, { path: returnUrl(loginBack) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(assign).toHaveBeenCalledWith('/m/login?returnTo=%2Fm%2Fdeposit&socialError=cancelled');
    expect(demoSocialLogin).not.toHaveBeenCalled();
  });

  it('never hands a token to another site: a foreign returnUrl goes to /m/login instead', async () => {
    renderAuth(<DemoSocialSignInPage />, { path: returnUrl('https://evil.example/steal') });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as demo01' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/m/login?token=TOKEN1'));
  });

  it('stays on the page and says why when the sign-in fails', async () => {
    demoSocialLogin.mockRejectedValue(new Error('offline'));
    renderAuth(<DemoSocialSignInPage />, { path: returnUrl(loginBack) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as demo01' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
