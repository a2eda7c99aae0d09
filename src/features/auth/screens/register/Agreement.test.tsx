import { screen } from '@testing-library/react';
import { api } from '@/api';
import { renderAuth, setupAuthI18n } from '../../testing/render';
import { Agreement } from './Agreement';

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { consolidatedSettings: vi.fn() },
}));

const SETTINGS = { brand: 'Lucky Star', currency: 'CNY', currencySymbol: '¥', dividendEnabled: true, minimumAge: 18 };

beforeAll(setupAuthI18n);

describe('register agreement', () => {
  it("states the deployment's minimum age (21 in some regions)", async () => {
    vi.mocked(api.consolidatedSettings).mockResolvedValue({ ...SETTINGS, minimumAge: 21 });
    renderAuth(<Agreement checked onChange={() => undefined} />, { path: '/m/register' });
    expect(await screen.findByText('I am 21 or older and agree to the')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am 21 or older and agree to the' })).toBeChecked();
  });

  it('says 18 until the settings are in', () => {
    vi.mocked(api.consolidatedSettings).mockReturnValue(new Promise(() => undefined));
    renderAuth(<Agreement checked onChange={() => undefined} />, { path: '/m/register' });
    expect(screen.getByText('I am 18 or older and agree to the')).toBeInTheDocument();
  });
});
