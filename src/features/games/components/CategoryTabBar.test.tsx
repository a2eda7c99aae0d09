import { screen, within } from '@testing-library/react';
import { renderGames, setupGamesI18n } from '../testing/render';
import { setUpMockBackend } from '../testing/mock-backend';
import { CategoryTabBar } from './CategoryTabBar';

vi.mock('../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
setUpMockBackend();
beforeAll(setupGamesI18n);

const entries = async () => {
  const bar = await screen.findByRole('navigation', { name: 'Game categories' });
  const links = await within(bar).findAllByRole('link');
  return links.map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('category tab bar (home: quick navigation under the promo slots, docs/decisions/games.md)', () => {
  it("links Hot and Slots first, then the server's categories, without the lottery ones", async () => {
    renderGames(<CategoryTabBar />, { path: '/m/home' });
    const links = await entries();
    expect(links.slice(0, 2)).toEqual([
      ['Hot', '/m/hot'],
      ['Slots', '/m/rng'],
    ]);
    expect(links.map(([, to]) => to)).not.toContain('/m/lott');
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('marks the current category on a lobby', async () => {
    renderGames(<CategoryTabBar current="FISH" />, { path: '/m/fish' });
    expect(await screen.findByRole('link', { current: 'page' })).toHaveAttribute('href', '/m/fish');
  });
});
