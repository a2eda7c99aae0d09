import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { renderInApp, setupEnglish } from '../../../tests/support/render';
import { useAccountSwitchStore } from '../session-from-url';
import { AccountSwitchPrompt } from './AccountSwitchPrompt';

const DEMO: SessionInfo = { token: 'tok-demo', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };
const AGENT: SessionInfo = {
  token: 'tok-agent',
  merchantCode: 'M',
  userName: 'agent01',
  type: 1,
  firstTimeLogin: false,
};
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => setupEnglish('common'));
beforeEach(() => {
  useSessionStore.setState({ session: DEMO, expiredFrom: null });
  useAccountSwitchStore.setState({ pending: { session: AGENT, returnTo: '/m/agent' } });
});

describe('AccountSwitchPrompt', () => {
  it('asks in a dialog naming both accounts; switching logs in the link’s account and opens its page', async () => {
    renderInApp(<AccountSwitchPrompt />, { path: '/m/home' });
    const dialog = screen.getByRole('dialog', { name: 'Switch account?' });
    expect(dialog).toHaveTextContent('This link logs in as agent01. You are logged in as demo01.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in as agent01' }));
    expect(useSessionStore.getState().session).toEqual(AGENT);
    await waitFor(() => expect(location()).toBe('/m/agent'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the current account when the player declines', async () => {
    renderInApp(<AccountSwitchPrompt />, { path: '/m/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay as demo01' }));
    expect(useSessionStore.getState().session).toEqual(DEMO);
    expect(useAccountSwitchStore.getState().pending).toBeNull();
    expect(location()).toBe('/m/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when no link asks', () => {
    act(() => useAccountSwitchStore.setState({ pending: null }));
    renderInApp(<AccountSwitchPrompt />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
