import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@/api';
import { memberKeys } from '@/queries/keys';
import { category, lotteryGame } from '../../testing/fixtures';
import { inLanguage } from '../../../../../tests/support/render';
import { renderLottery, setupLotteryI18n, signInDemo } from '../../testing/render';
import { lotteryKeys } from '../../api/keys';
import { DemoLotteryPage } from './DemoLotteryPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { lotteryMenu: vi.fn(), demoLotteryBet: vi.fn(), demoLotteryBets: vi.fn(), memberWallet: vi.fn() },
}));

const lotteryMenu = vi.mocked(api.lotteryMenu);
const placeBet = vi.mocked(api.demoLotteryBet);
const listBets = vi.mocked(api.demoLotteryBets);
const PATH = '/m/demoLottery?gameId=FAST_1&prizeMode=Lott';

beforeAll(setupLotteryI18n);
beforeEach(() => {
  signInDemo();
  lotteryMenu.mockReset().mockResolvedValue([category('hot', 'Hot', [lotteryGame({ remainTime: 50_000 })])]);
  placeBet.mockReset();
  listBets.mockReset().mockResolvedValue([]);
  vi.mocked(api.memberWallet).mockResolvedValue({ sumBalance: 100, currencySymbol: '¥' });
});

describe('demo lottery', () => {
  it('checks the two digits and the stake next to their fields without calling the server', async () => {
    renderLottery(<DemoLotteryPage />, { path: PATH });
    fireEvent.change(await screen.findByLabelText('Stake'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet on draw 20261123-0601' }));
    // Said as they appear, as every form field's message is.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter two digits, 00 to 99',
      'Enter a stake from 1 to 1000',
    ]);
    expect(placeBet).not.toHaveBeenCalled();
  });

  it('places a bet on the next draw, reloads the bets and the wallet, and keeps the input on failure', async () => {
    placeBet.mockRejectedValueOnce(new ApiError('business', 'demoLotteryBet', 'balance.insufficient'));
    const { client } = renderLottery(<DemoLotteryPage />, { path: PATH });
    fireEvent.change(await screen.findByLabelText('Your number (2 digits)'), { target: { value: '07' } });
    fireEvent.click(screen.getByRole('button', { name: '50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet on draw 20261123-0601' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/balance/i);
    expect(screen.getByLabelText('Your number (2 digits)')).toHaveValue('07');

    placeBet.mockResolvedValue({
      id: 'b1',
      gameId: 'FAST_1',
      numero: '20261123-0601',
      numbers: '07',
      stake: 50,
      odds: 70,
      status: 'open',
      payout: 0,
      placedAt: '',
      drawTime: '',
    });
    listBets.mockResolvedValue([
      {
        id: 'b1',
        gameId: 'FAST_1',
        numero: '20261123-0601',
        numbers: '07',
        stake: 50,
        odds: 70,
        status: 'open',
        payout: 0,
        placedAt: '',
        drawTime: '',
      },
    ]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Bet on draw 20261123-0601' }));
    await waitFor(() =>
      expect(placeBet).toHaveBeenLastCalledWith(
        { gameId: 'FAST_1', numbers: '07', stake: 50 },
        { idempotencyKey: expect.any(String) },
      ),
    );
    expect(await screen.findByText('Waiting for the draw')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.wallet('demo01') });
  });

  it('rereads the bets (settled by the server) and the wallet when the draw moves on', async () => {
    const { client } = renderLottery(<DemoLotteryPage />, { path: PATH });
    await screen.findByText('No bets on this lottery yet');
    expect(listBets).toHaveBeenCalledTimes(1);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    listBets.mockResolvedValue([
      {
        id: 'b1',
        gameId: 'FAST_1',
        numero: '20261123-0601',
        numbers: '07',
        stake: 50,
        odds: 70,
        status: 'won',
        payout: 3500,
        placedAt: '',
        drawTime: '',
        result: '12307',
      },
    ]);
    lotteryMenu.mockResolvedValue([category('hot', 'Hot', [lotteryGame({ numero: '20261123-0602' })])]);
    await act(() => client.refetchQueries({ queryKey: lotteryKeys.allMenus() }));
    expect(await screen.findByText('Won 3,500.00')).toBeInTheDocument();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.wallet('demo01') }));
  });

  it('refuses bets once the draw is locked', async () => {
    lotteryMenu.mockResolvedValue([category('hot', 'Hot', [lotteryGame({ remainTime: 3_000, lockTime: 5 })])]);
    renderLottery(<DemoLotteryPage />, { path: PATH });
    expect(await screen.findByText('Betting for this draw is closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet on draw 20261123-0601' })).toBeDisabled();
  });
});

describe('demo lottery: what the page says', () => {
  it('says the stake leaves the wallet and a win is paid into it, demo money (as the demo game says)', async () => {
    renderLottery(<DemoLotteryPage />, { path: PATH });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Demo lottery: a bet takes its stake from your wallet and a win is paid into it after the draw (demo money, not real money)',
    );
  });

  it('hints what to type in each field; the stake chip in use is shown pressed', async () => {
    renderLottery(<DemoLotteryPage />, { path: PATH });
    expect(await screen.findByLabelText('Your number (2 digits)')).toHaveAttribute('placeholder', 'e.g. 27');
    expect(screen.getByLabelText('Stake')).toHaveAttribute('placeholder', '1 to 1000');
    fireEvent.click(screen.getByRole('button', { name: '100' }));
    expect(screen.getByLabelText('Stake')).toHaveValue('100');
    expect(screen.getByRole('button', { name: '100' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '50' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the special prize GB in English and ĐB in Vietnamese, in the last draw and in the rule', async () => {
    const { unmount } = renderLottery(<DemoLotteryPage />, { path: PATH });
    expect(await screen.findByText('GB')).toBeInTheDocument();
    expect(screen.getByText(/next special prize \(GB\)/)).toBeInTheDocument();
    unmount();

    await inLanguage('VI', 'lottery');
    renderLottery(<DemoLotteryPage />, { path: PATH });
    expect(await screen.findByText('ĐB')).toBeInTheDocument();
    expect(screen.queryByText('GB')).not.toBeInTheDocument();
    expect(screen.getByText(/giải đặc biệt \(ĐB\)/)).toBeInTheDocument();
  });
});

/** The demo lottery's and the demo game's notices, in every language: the same wallet, the same "demo money". */
describe('demo notices', () => {
  const files = import.meta.glob<{ demo: { notice: string } }>('../../../../../locales/*/{games,lottery}.json', {
    eager: true,
    import: 'default',
  });
  const notice = (lang: string, ns: string) => files[`../../../../../locales/${lang}/${ns}.json`]!.demo.notice;
  /** Each language's word for the wallet, its "(demo money, not real money)", and the separate demo balance that does not exist. */
  const WORDS = {
    en: { wallet: 'wallet', money: '(demo money, not real money)', balance: 'demo balance' },
    vi: { wallet: 'ví', money: '(tiền demo, không phải tiền thật)', balance: 'số dư demo' },
    pt: { wallet: 'carteira', money: '(dinheiro demo, não é dinheiro real)', balance: 'saldo demo' },
    ty: { wallet: '钱包', money: '（演示资金，非真实资金）', balance: '演示余额' },
  };

  it.each(Object.entries(WORDS))(
    '%s: both say bets move the wallet, in demo money; neither speaks of a separate demo balance',
    (lang, words) => {
      for (const ns of ['games', 'lottery']) {
        const text = notice(lang, ns);
        expect(text, `${lang}/${ns}`).toContain(words.wallet);
        expect(text, `${lang}/${ns}`).toContain(words.money);
        expect(text, `${lang}/${ns}`).not.toContain(words.balance);
      }
    },
  );
});
