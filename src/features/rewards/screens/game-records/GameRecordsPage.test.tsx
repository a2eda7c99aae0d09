import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import type { GameRecord, GameRecordQuery } from '@/api/types/rewards';
import { presetRange } from '../../lib/date-range';
import { renderRewards, setupRewardsI18n, signInAs } from '../../testing/render';
import { GameRecordsPage } from './GameRecordsPage';

const record = (i: number): GameRecord => ({
  id: `r${i}`,
  time: new Date().toISOString(),
  gameType: 'RNG',
  vendor: 'BGS',
  gameName: `Game ${i}`,
  stake: 10,
  payout: i === 1 ? 25 : 0,
});
const gameRecords = vi.fn(async ({ pageNo }: GameRecordQuery) => ({
  list: pageNo === 1 ? Array.from({ length: 20 }, (_, i) => record(i + 1)) : [record(21)],
  pageNum: pageNo,
  totalPages: 2,
  total: 21,
  summary: { count: 21, stake: 210, payout: 25 },
}));

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    gameRecords: (query: GameRecordQuery) => gameRecords(query),
  },
}));

beforeAll(setupRewardsI18n);
beforeEach(() => {
  signInAs();
  gameRecords.mockClear();
});

describe('GameRecordsPage', () => {
  it('shows the last 7 days with a summary, then appends the next page', async () => {
    renderRewards(<GameRecordsPage />);
    const summary = await screen.findByLabelText('Summary');
    expect(within(summary).getByText('21')).toBeInTheDocument();
    expect(within(summary).getByText('−¥ 185.00')).toBeInTheDocument();
    expect(gameRecords).toHaveBeenCalledWith({ ...presetRange('last7'), gameType: '', pageSize: 20, pageNo: 1 });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Game rounds' })).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Game 21')).toBeInTheDocument();
    expect(screen.getByText('No more records')).toBeInTheDocument();
  });

  it('keeps the rounds shown when the next page fails, and its retry loads that page', async () => {
    renderRewards(<GameRecordsPage />);
    await screen.findByLabelText('Summary');
    gameRecords.mockRejectedValueOnce(new ApiError('server', 'gameRecords'));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load failed, click to retry' }));
    expect(await screen.findByText('Game 21')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Game rounds' })).getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load failed, click to retry' })).not.toBeInTheDocument();
  });

  it('filters by game type and quick range', async () => {
    renderRewards(<GameRecordsPage />);
    await screen.findByLabelText('Summary');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Live casino');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByLabelText('Summary');
    expect(gameRecords).toHaveBeenLastCalledWith({
      ...presetRange('today'),
      gameType: 'LIVE',
      pageSize: 20,
      pageNo: 1,
    });
  });

  it('refuses a range ending before it starts, next to the dates, without calling the server', async () => {
    renderRewards(<GameRecordsPage />);
    await screen.findByLabelText('Summary');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: presetRange('today').endDate } });
    gameRecords.mockClear();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: presetRange('yesterday').endDate } });
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Summary')).not.toBeInTheDocument();
    expect(gameRecords).not.toHaveBeenCalled();
  });
});
