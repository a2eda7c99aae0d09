import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { useToastStore } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { renderLottery, setupLotteryI18n, signInDemo } from '../testing/render';
import { useLaunchLottery } from './launch';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { launchLottery: vi.fn() },
}));

function PlayNow() {
  const launch = useLaunchLottery('Lott');
  return (
    <button type="button" onClick={() => void launch({ code: 'FAST_1', vendor: 'TCG_LOTTO_VN' })}>
      Play Now
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;
const errorToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.kind === 'error')
    .map((t) => t.text);

beforeAll(setupLotteryI18n);
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  act(() => signInDemo());
});
afterEach(() => act(() => useSessionStore.getState().signOut()));

describe('lottery launch: the answer goes through the URL policy', () => {
  it('opens the demo lottery (a page of the app) in the app', async () => {
    vi.mocked(api.launchLottery).mockResolvedValue({
      content: { game_url: '/m/demoLottery?gameId=FAST_1&prizeMode=Lott' },
    });
    renderLottery(<PlayNow />, { path: '/m/lott' });
    await userEvent.click(screen.getByRole('button', { name: 'Play Now' }));
    await waitFor(() => expect(location()).toBe('/m/demoLottery?gameId=FAST_1&prizeMode=Lott'));
  });

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['a newline inside the scheme', 'java\nscript:window.__xss=1'],
    ['data:', 'data:text/html,<script>window.__xss=1</script>'],
    ['\\\\host on an http page', '\\\\evil.example/x'],
    ['blob:', `blob:${window.location.origin}/1234`],
  ])('follows nothing the policy refuses (%s) and says "The requested URL is empty"', async (_, url) => {
    vi.mocked(api.launchLottery).mockResolvedValue({ content: { game_url: url } });
    renderLottery(<PlayNow />, { path: '/m/lott' });
    await userEvent.click(screen.getByRole('button', { name: 'Play Now' }));
    await waitFor(() => expect(errorToasts()).toEqual(['The requested URL is empty']));
    expect(location()).toBe('/m/lott');
  });
});
