import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { api } from '@/api';
import { renderContent, setupContentI18n } from '../../testing/render';
import { HelpCentrePage } from './HelpCentrePage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    helpCentre: vi.fn(),
    announcements: vi.fn(() => new Promise(() => undefined)),
    systemStatus: vi.fn(() => new Promise(() => undefined)),
  },
}));

const helpCentre = vi.mocked(api.helpCentre);

beforeAll(setupContentI18n);
beforeEach(() => helpCentre.mockReset());

describe('help centre', () => {
  it('asks for the mobile help items and shows title + HTML in an accordion', async () => {
    helpCentre.mockResolvedValue([
      { title: 'How do I deposit?', content: '<p>Open <b>Deposit</b></p><img src=x onerror="window.__xss=1">' },
      { title: 'Forgot password', content: '<p>Reset it</p>' },
    ]);
    renderContent(<HelpCentrePage />, { path: '/m/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    const topic = await screen.findByRole('button', { name: 'How do I deposit?' });
    expect(helpCentre).toHaveBeenCalledWith({ lang: 'EN', device: 'MOBILE' });
    expect(api.announcements).toHaveBeenCalledWith(expect.objectContaining({ groupName: 'help' })); // §2 banner group
    fireEvent.click(topic);
    const region = screen.getByRole('region', { name: 'How do I deposit?' });
    expect(region.querySelector('b')).toHaveTextContent('Deposit');
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: /contact customer service/i })).toHaveAttribute('href', '/m/customer');
  });

  it('shows the empty placeholder when there are no items', async () => {
    helpCentre.mockResolvedValue([]);
    renderContent(<HelpCentrePage />, { path: '/m/help' });
    expect(await screen.findByText('No help topics yet')).toBeInTheDocument();
  });

  it('reads the help items and the help banners again in the new language after a change (§1)', async () => {
    helpCentre.mockResolvedValue([{ title: 'Topic', content: '' }]);
    renderContent(<HelpCentrePage />, { path: '/m/help' });
    await screen.findByRole('button', { name: 'Topic' });
    onTestFinished(async () => {
      await act(() => i18next.changeLanguage('EN'));
    });
    await act(() => i18next.changeLanguage('VI'));
    await waitFor(() => expect(helpCentre).toHaveBeenLastCalledWith({ lang: 'VI', device: 'MOBILE' }));
    expect(api.announcements).toHaveBeenLastCalledWith(expect.objectContaining({ groupName: 'help', language: 'VI' }));
  });

  it('offers a retry when the call fails', async () => {
    helpCentre.mockRejectedValueOnce(new Error('down')).mockResolvedValue([{ title: 'Topic', content: '' }]);
    renderContent(<HelpCentrePage />, { path: '/m/help' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load failed, click to retry' }));
    expect(await screen.findByRole('button', { name: 'Topic' })).toBeInTheDocument();
  });
});
