import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { Toaster } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { openSession, setUpMockServer } from '../../../../../mock-server/testing';
import { renderGames, setupGamesI18n } from '../../testing/render';
import { DemoGamePage } from './DemoGamePage';

/** A demo bet whose answer comes after the call's timeout, against the in-page mock backend and the real HTTP adapter. */
vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

/** The deployment's call timeout (VITE_REQUEST_TIMEOUT_MS, read when the config loads), short here. */
const TIMEOUT_MS = vi.hoisted(() => {
  const ms = 500;
  vi.stubEnv('VITE_REQUEST_TIMEOUT_MS', String(ms));
  return ms;
});
const LATE_MS = 3 * TIMEOUT_MS;

const mock = setUpMockServer({ fail: [], slow: {} });
beforeAll(setupGamesI18n);
beforeEach(() => openSession(mock(), 'demo01'));

const balance = () => mock().db.userByName('demo01')!.balance;

describe('DemoGamePage: a bet answered after the timeout', () => {
  it('shows "Checking your bet…", then the round it really played, charged once', async () => {
    const before = balance();
    mock().set({ slow: { demoBet: LATE_MS, orderStatus: TIMEOUT_MS / 2 } });
    renderGames(
      <>
        <DemoGamePage />
        <Toaster />
      </>,
      { path: '/m/demoGame?game=cockfight&gameId=DS88_0001&name=DS88%20Arena&vendor=DS88' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Checking your bet…', {}, { timeout: 3 * TIMEOUT_MS })).toBeInTheDocument();
    const outcome = await screen.findByText(/wins the fight|is a draw/, {}, { timeout: 3 * TIMEOUT_MS });
    expect(screen.queryByText('Request failed, please try again')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    const today = formatDate(new Date());
    const { list } = await api.gameRecords({ pageNo: 1, pageSize: 5, startDate: today, endDate: today, gameType: '' });
    const round = list.filter((r) => r.gameName === 'DS88 Arena');
    expect(round).toHaveLength(1);
    expect(balance()).toBeCloseTo(before - 1 + round[0]!.payout, 2);
    expect(outcome.textContent).toMatch(round[0]!.payout > 0 ? /won|returned/ : /No win/);
  });
});
