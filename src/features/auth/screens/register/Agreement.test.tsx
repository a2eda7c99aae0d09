import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { inLanguage } from '../../../../../tests/support/render';
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

  it('reads as one sentence with real links: spaces around them in English, none in Chinese', async () => {
    vi.mocked(api.consolidatedSettings).mockResolvedValue(SETTINGS);
    renderAuth(<Agreement checked onChange={() => undefined} />, { path: '/m/register' });
    const checkbox = screen.getByRole('checkbox', { name: 'I am 18 or older and agree to the' });
    // The text as shown (the accessible description pads every element with spaces).
    const shown = () => document.getElementById(checkbox.getAttribute('aria-describedby')!)?.textContent;
    expect(shown()).toBe('I am 18 or older and agree to the Terms and conditions and Privacy policy');
    expect(screen.getByRole('button', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Privacy policy' })).toBeInTheDocument();

    await inLanguage('TY', 'auth');
    await inLanguage('TY', 'content'); // the agreement the link opens
    expect(shown()).toBe('我已年满18周岁并同意《用户协议》和《隐私政策》');
    expect(screen.getByRole('checkbox', { name: '我已年满18周岁并同意' })).toBe(checkbox);
    await userEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect(await screen.findByRole('dialog', { name: '用户协议' })).toBeInTheDocument();
  });

  it('says 18 until the settings are in', () => {
    vi.mocked(api.consolidatedSettings).mockReturnValue(new Promise(() => undefined));
    renderAuth(<Agreement checked onChange={() => undefined} />, { path: '/m/register' });
    expect(screen.getByText('I am 18 or older and agree to the')).toBeInTheDocument();
  });
});
