import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@/components/ui/toast';
import { renderInApp, setupEnglish } from '../../tests/support/render';
import { useLaunchChat } from './use-launch-chat';

const launchChat = vi.fn();
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { launchChat: () => launchChat() },
}));

let launch: () => void = () => undefined;
function Probe() {
  const latest = useLaunchChat().launch;
  useEffect(() => {
    launch = latest;
  });
  return null;
}

/** The tab opened during the tap, as `window.open` hands it back. */
function fakeTab() {
  const tab = { opener: window as Window | null, location: { href: 'about:blank', replace: vi.fn() }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

const errorToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.kind === 'error')
    .map((t) => t.text);

beforeAll(() => setupEnglish('content'));
beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.restoreAllMocks());

describe('useLaunchChat: the chat URL goes through the URL policy', () => {
  it('opens the tab during the tap, cuts it from this page, then sends it to an https chat', async () => {
    const { tab, open } = fakeTab();
    launchChat.mockResolvedValue({ chatUrl: ' https://chat.example.com/room?m=demo01' });
    renderInApp(<Probe />, { path: '/m/customer' });
    act(() => launch());
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('https://chat.example.com/room?m=demo01'));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['control characters before the scheme', '\u0001\tjavascript:window.__xss=1'],
    ['data:', 'data:text/html,<script>window.__xss=1</script>'],
    ['plain http', 'http://chat.example.com/room'],
    ['//host on an http page', '//evil.example/x'],
    ['empty', ''],
  ])('closes the tab and says "The requested URL is empty" for %s', async (_, chatUrl) => {
    const { tab } = fakeTab();
    launchChat.mockResolvedValue({ chatUrl });
    renderInApp(<Probe />, { path: '/m/customer' });
    act(() => launch());
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(errorToasts()).toEqual(['The requested URL is empty']);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/customer');
  });

  it('closes the tab and opens a page of the app in the app', async () => {
    const { tab } = fakeTab();
    launchChat.mockResolvedValue({ chatUrl: '/m/customer?room=1' });
    renderInApp(<Probe />, { path: '/m/home' });
    act(() => launch());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/customer?room=1'));
    expect(tab.close).toHaveBeenCalled();
  });

  it("closes the tab and shows the call's error when it fails", async () => {
    const { tab } = fakeTab();
    launchChat.mockRejectedValue(new Error('offline'));
    renderInApp(<Probe />);
    act(() => launch());
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(errorToasts()).toHaveLength(1);
  });

  it('launches once for a double tap', async () => {
    fakeTab();
    launchChat.mockReset().mockResolvedValue({ chatUrl: 'https://chat.example.com/' });
    renderInApp(<Probe />);
    act(() => {
      launch();
      launch();
    });
    await waitFor(() => expect(launchChat).toHaveBeenCalledTimes(1));
  });
});
