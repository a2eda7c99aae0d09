import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { setUpMockBackend } from '../../../testing/mock-backend';
import { renderGames, setupGamesI18n } from '../../../testing/render';
import { DemoGamePage } from '../DemoGamePage';

vi.mock('../../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
const backend = setUpMockBackend();
beforeAll(setupGamesI18n);
beforeEach(() => backend.logIn());
afterEach(() => vi.restoreAllMocks());

const START = 12_345.67;
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Open a demo game, wait for the balance; every draw of the mock's dice then comes out 0 (its first outcome). */
async function open(game: string, gameId: string) {
  renderGames(<DemoGamePage />, { path: `/m/demoGame?game=${game}&gameId=${gameId}&name=Table&vendor=Demo` });
  const balance = screen.getByRole('status', { name: 'Balance' });
  await waitFor(() => expect(balance).toHaveTextContent(money(START)));
  vi.spyOn(Math, 'random').mockReturnValue(0);
  return balance;
}

async function play(action: string, balance: HTMLElement, expected: number, outcome: string) {
  await userEvent.click(screen.getByRole('button', { name: '10.00' }));
  await userEvent.click(screen.getByRole('button', { name: action }));
  await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(outcome));
  expect(balance).toHaveTextContent(money(expected));
  expect((await api.memberWallet()).sumBalance).toBe(expected);
}

describe('demo game boards', () => {
  it('slot: three sevens pay 50× the stake', async () => {
    const balance = await open('slot', 'BGS_0001');
    await play('Spin', balance, START - 10 + 500, 'You won 500.00!');
    expect(screen.getAllByRole('listitem', { name: 'Seven' })).toHaveLength(3);
  });

  it('baccarat: a tie returns a player bet; both hands are dealt with their points', async () => {
    const balance = await open('baccarat', 'KY_0001');
    await userEvent.click(screen.getByRole('button', { name: 'Player, pays 2 times the stake' }));
    expect(screen.getByRole('button', { name: 'Player, pays 2 times the stake' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await play('Place bet', balance, START, 'Tie at 3 · Your stake of 10.00 is returned');
    expect(screen.getByRole('list', { name: 'Player' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'A of spades' })).toHaveLength(6);
  });

  it('roulette: zero loses a bet on red', async () => {
    const balance = await open('roulette', 'PP_0005');
    await userEvent.click(screen.getByRole('button', { name: 'Red, pays 2 times the stake' }));
    await play('Spin', balance, START - 10, 'The ball lands on 0 green · No win this time, try again');
  });

  it('fishing: a caught turtle pays 5×', async () => {
    const balance = await open('fishing', 'JILI_0005');
    await userEvent.click(screen.getByRole('button', { name: 'Sea turtle, pays 5 times the stake' }));
    await play('Fire', balance, START - 10 + 50, 'Sea turtle caught! · You won 50.00!');
  });

  it('sports: the slip shows the pick and its return; a home win pays the odds', async () => {
    const balance = await open('sports', 'SABA_0001');
    expect(screen.getByText('Tap a price to add it to your slip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '10.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hanoi Dragons, odds 2.10' }));
    expect(screen.getByText('Hanoi Dragons v Saigon Stars: Hanoi Dragons at 2.10')).toBeInTheDocument();
    expect(screen.getByText('Potential return 21.00')).toBeInTheDocument();
    await play('Place bet', balance, START - 10 + 21, 'Full time: Hanoi Dragons 1–0 Saigon Stars · You won 21.00!');
  });

  it('cockfight: meron wins, a wala bet loses', async () => {
    const balance = await open('cockfight', 'DS88_0001');
    await userEvent.click(screen.getByRole('button', { name: 'Wala, pays 1.95 times the stake' }));
    await play('Place bet', balance, START - 10, 'Meron wins the fight · No win this time, try again');
  });
});
