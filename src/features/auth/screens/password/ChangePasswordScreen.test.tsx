import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api';
import type { ChangePasswordPayload } from '@/api/types/auth';
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
import { useNavigate } from 'react-router-dom';

const changePassword = vi.fn<(p: ChangePasswordPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    registerValidation: async () => ({
      passwordPattern: '^(?=.*[A-Za-z])(?=.*\\d).{6,16}$',
      passwordPatternId: 'password',
      passwordMinLength: 6,
      passwordMaxLength: 16,
    }),
    changePassword: (p: ChangePasswordPayload) => changePassword(p),
  },
}));

beforeAll(setupAuthI18n);
beforeEach(() => {
  changePassword.mockReset().mockResolvedValue(null);
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({
    session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false },
    expiredFrom: null,
  });
});

const input = (label: string) => screen.getByLabelText(label, { exact: true });
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
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(locationText()).toBe('/m/home'));
    // Replaced, not pushed: a step back in history does not return to the change-password page.
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    expect(locationText()).toBe('/m/home');
  });

  it('shows the read-only user name and validates every field with its message', async () => {
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
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
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await fill('abc12345', 'abc12345', 'abc12345');
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'The new password and the old password cannot be the same' }),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the popup when the server answers modify.new.old.same', async () => {
    changePassword.mockRejectedValue(new ApiError('business', 'changePassword', 'modify.new.old.same'));
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await fill('abc12345', 'new12345', 'new12345');
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'The new password and the old password cannot be the same' }),
    ).toBeInTheDocument();
  });

  it('asks for the old password when a password is remembered but the player did not log in in this tab', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, 'abc12345');
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
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
  });

  it('asks for the old password after a login in this tab when no password is remembered', async () => {
    noteLoginInThisTab('demo01', false);
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    expect(await screen.findByLabelText('Old password')).toBeInTheDocument();
  });

  it('after a login in this tab, uses the remembered password as the old one, saves, updates the record and goes home after 1 s', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, 'abc12345');
    noteLoginInThisTab('demo01', true);
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
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
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await fill('abc12345', 'new12345', 'new12345');
    await confirm();
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('sends once however often it is submitted while the call is pending', async () => {
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await fill('abc12345', 'new12345', 'new12345');
    await expectOneCallWhilePending(changePassword, () => screen.getByRole('button', { name: 'Confirm' }));
  });

  it('a failure hides "Please wait", says why under the button and keeps the three passwords', async () => {
    changePassword.mockRejectedValue(new ApiError('business', 'changePassword', 'password.old.error'));
    renderAuth(<ChangePasswordScreen />, { path: '/m/changePsw' });
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
