import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api';
import type { ChangePasswordPayload, RegisterValidation } from '@/api/types/auth';
import { useSessionStore } from '@/stores/session';
import { readRememberedPassword, rememberLogin } from '@/lib/remembered-login';
import { noteLoginInThisTab } from '@/lib/tab-login';
import { useToastStore } from '@/components/ui/toast';
import {
  expectFieldValues,
  expectOneCallWhilePending,
  isSpinning,
  locationText,
  renderAuth,
  setupAuthI18n,
} from '../../testing/render';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { useNavigate } from 'react-router';

const changePassword = vi.fn<(p: ChangePasswordPayload) => Promise<unknown>>();
const PASSWORD_RULES: RegisterValidation = {
  passwordPattern: '^(?=.*[A-Za-z])(?=.*\\d).{6,16}$',
  passwordPatternId: 'password',
  passwordMinLength: 6,
  passwordMaxLength: 16,
};
const registerValidation = vi.fn<() => Promise<RegisterValidation>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    registerValidation: () => registerValidation(),
    changePassword: (p: ChangePasswordPayload) => changePassword(p),
  },
}));

beforeAll(setupAuthI18n);
beforeEach(() => {
  changePassword.mockReset().mockResolvedValue(null);
  registerValidation.mockReset().mockResolvedValue(PASSWORD_RULES);
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({
    session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false },
    expiredFrom: null,
  });
});

const input = (label: string) => screen.getByLabelText(label, { exact: true });

/** The screen, once the server's password rule set has come and the form shows. */
async function openScreen() {
  renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
  await screen.findByLabelText('New password', { exact: true });
}
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

async function fill(oldPassword: string | null, next: string, again: string) {
  if (oldPassword !== null) await userEvent.type(input('Old password'), oldPassword);
  await userEvent.type(input('New password'), next);
  await userEvent.type(input('Confirm new password'), again);
}

/** A history step back, as the browser's Back would take it. */
function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      History back
    </button>
  );
}

describe('ChangePasswordScreen', () => {
  it('its own Back button replaces the page with /m/home (the title bar has none here)', async () => {
    renderAuth(
      <>
        <ChangePasswordScreen />
        <HistoryBack />
      </>,
      { path: '/m/changePsw' },
    );
    await screen.findByLabelText('New password', { exact: true });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(locationText()).toBe('/m/home'));
    // Replaced, not pushed: a step back in history does not return to the change-password page.
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    expect(locationText()).toBe('/m/home');
  });

  it('shows the read-only user name and validates every field with its message', async () => {
    await openScreen();
    expect(input('Username')).toHaveValue('demo01');
    expect(input('Username')).toHaveAttribute('readonly');
    await confirm();
    expect(await screen.findAllByText('Enter password')).toHaveLength(3);
    await fill('abc', 'abcdefgh', 'abcdefgx');
    await confirm();
    expect(await screen.findByText('Password format incorrect: 6-16 characters')).toBeInTheDocument();
    expect(screen.getByText('Password format incorrect: 6-16 characters with letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the old one with a popup', async () => {
    await openScreen();
    await fill('abc12345', 'abc12345', 'abc12345');
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'The new password and the old password cannot be the same' }),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the popup when the server answers modify.new.old.same', async () => {
    changePassword.mockRejectedValue(new ApiError('business', 'changePassword', 'modify.new.old.same'));
    await openScreen();
    await fill('abc12345', 'new12345', 'new12345');
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'The new password and the old password cannot be the same' }),
    ).toBeInTheDocument();
  });

  it('asks for the old password when a password is remembered but the player did not log in in this tab', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, 'abc12345');
    await openScreen();
    await fill('abc12345', 'new12345', 'new12345');
    await confirm();
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({
        oldPassword: 'abc12345',
        newPassword: 'new12345',
        confirmNewPassword: 'new12345',
      }),
    );
    expect(screen.queryByText('Your saved password is used as the old password.')).not.toBeInTheDocument();
    await waitFor(async () => expect(await readRememberedPassword('demo01')).toBe('new12345'));
  });

  it('asks for the old password after a login in this tab when no password is remembered', async () => {
    noteLoginInThisTab('demo01', false);
    await openScreen();
    expect(await screen.findByLabelText('Old password')).toBeInTheDocument();
  });

  it('after a login in this tab, uses the remembered password as the old one, saves, updates the record and goes home after 1 s', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, 'abc12345');
    noteLoginInThisTab('demo01', true);
    await openScreen();
    expect(await screen.findByText('Your saved password is used as the old password.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    await fill(null, 'new12345', 'new12345');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await confirm();
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'abc12345',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    await waitFor(async () => expect(await readRememberedPassword('demo01')).toBe('new12345'));
    // Only sealed there: no storage holds a password in readable form (docs/decisions/auth.md).
    for (const storage of [localStorage, sessionStorage]) {
      expect(Object.values(storage).join('\n')).not.toMatch(/new12345|abc12345/);
    }
    expect(locationText()).toBe('/m/changePsw');
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(locationText()).toBe('/m/home'));
  });

  it('shows "Please wait" while saving and disables the button', async () => {
    changePassword.mockImplementation(() => new Promise(() => undefined));
    await openScreen();
    await fill('abc12345', 'new12345', 'new12345');
    await confirm();
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('sends once however often it is submitted while the call is pending', async () => {
    await openScreen();
    await fill('abc12345', 'new12345', 'new12345');
    await expectOneCallWhilePending(changePassword, () => screen.getByRole('button', { name: 'Confirm' }));
  });

  it('a failure hides "Please wait", says why under the button and keeps the three passwords', async () => {
    changePassword.mockRejectedValue(new ApiError('business', 'changePassword', 'password.old.error'));
    await openScreen();
    await fill('abc12345', 'new12345', 'new12345');
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is incorrect');
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toBeEnabled();
    expect(isSpinning(button)).toBe(false);
    expectFieldValues({ 'Old password': 'abc12345', 'New password': 'new12345', 'Confirm new password': 'new12345' });
  });
});

describe('ChangePasswordScreen without the password rule set (`registerValidation` unreadable or failed)', () => {
  it('shows the load failure with its retry, and its Back, in place of the form: never a weaker rule', async () => {
    registerValidation.mockRejectedValue(new ApiError('server', 'registerValidation', 'answer.unreadable'));
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    const retry = await screen.findByRole('button', { name: 'Load failed, click to retry' });
    expect(screen.queryByLabelText('New password', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();

    registerValidation.mockResolvedValue(PASSWORD_RULES);
    await userEvent.click(retry);
    await fill('abc12345', 'abcdefgh', 'abcdefgh');
    await confirm();
    // The server's rule, which the login rule (6-16 characters) would have let through.
    expect(
      await screen.findByText('Password format incorrect: 6-16 characters with letters and digits'),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('its Back goes home while the rule set cannot be had', async () => {
    registerValidation.mockRejectedValue(new ApiError('server', 'registerValidation', 'answer.unreadable'));
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await screen.findByRole('button', { name: 'Load failed, click to retry' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(locationText()).toBe('/m/home'));
  });
});
