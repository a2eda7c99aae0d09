import { screen, within } from '@testing-library/react';
import { api } from '@/api';
import { renderContent, setupContentI18n } from '../../testing/render';
import { footerProviders } from '../../api/use-footer-providers';
import SiteFooter from './SiteFooter';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { vendorSorting: vi.fn(), consolidatedSettings: vi.fn() },
}));

const vendor = (vassalage: string) => ({ vassalage, accountTypeName: vassalage, displayName: vassalage });
const SORTING = [
  { gameCategory: 'RNG', vendorNames: [vendor('PG'), vendor('JILI'), vendor('TCG_SEA')] },
  { gameCategory: 'SPORTS', vendorNames: [vendor('BTI'), vendor('SABA'), vendor('123BET')] },
  { gameCategory: 'FISH', vendorNames: [vendor('JILI'), vendor('tcg_lotto_vn')] },
];

const SETTINGS = { brand: 'Lucky Star', currency: 'CNY', currencySymbol: '¥', dividendEnabled: true, minimumAge: 18 };

beforeAll(setupContentI18n);

describe('footer providers', () => {
  it('lists every vendor once, in order, without BTI, 123BET and TCG*', () => {
    expect(footerProviders(SORTING).map((v) => v.vassalage)).toEqual(['PG', 'JILI', 'SABA']);
  });
});

describe('site footer', () => {
  it('shows providers, payment logos, the five badges, the 18+ text and the copyright', async () => {
    vi.mocked(api.vendorSorting).mockResolvedValue(SORTING);
    renderContent(<SiteFooter />);
    const providers = await screen.findByRole('region', { name: 'Game providers' }, { timeout: 5000 });
    expect(
      within(providers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PG', 'JILI', 'SABA']);
    const payments = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(payments).getByRole('img', { name: 'Visa logo' })).toHaveAttribute('width', '96');
    for (const badge of ['Safe payment', '24/7 support', 'Mobile friends', 'Highest odds', 'Multi-currency']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByText(/18 or over/)).toBeInTheDocument();
    expect(screen.getByText(/Copyright © All Rights Reserved by/)).toBeInTheDocument();
  });

  it("states the deployment's minimum age (21 in some regions) in the responsible-gaming line", async () => {
    vi.mocked(api.vendorSorting).mockResolvedValue(SORTING);
    vi.mocked(api.consolidatedSettings).mockResolvedValue({ ...SETTINGS, minimumAge: 21 });
    renderContent(<SiteFooter />);
    expect(await screen.findByText(/Only players aged 21 or over may play/)).toBeInTheDocument();
    expect(screen.getByText('21+')).toBeInTheDocument();
    expect(screen.queryByText(/18/)).not.toBeInTheDocument();
  });
});
