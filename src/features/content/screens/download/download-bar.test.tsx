import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@/api';
import type { DownloadLink } from '@/api/types/site';
import { renderContent, setupContentI18n } from '../../testing/render';
import DownloadBar from './DownloadBar';
import { siteStatus } from '@/queries/testing/site-status';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { systemStatus: vi.fn() },
}));

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const RESOURCES: DownloadLink[] = [
  { resourceType: 'IOS', url: 'https://x/ios.ipa' },
  { resourceType: 'Android', url: 'https://x/a.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://x/p.mobileconfig' },
];

function status(resources = RESOURCES) {
  vi.mocked(api.systemStatus).mockResolvedValue(siteStatus({ resources }));
}

const bar = () => screen.findByRole('complementary', { name: 'App download' });

beforeAll(setupContentI18n);
beforeEach(() => vi.mocked(api.systemStatus).mockReset());

describe('download bar', () => {
  it('shows on home; on a desktop browser the Android popup offers the link', async () => {
    status();
    renderContent(<DownloadBar />, { path: '/m/home' });
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Download' }));
    const popup = screen.getByRole('dialog', { name: 'Download for Android' });
    expect(within(popup).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', 'https://x/a.apk');
  });

  it('is not shown on inner screens', async () => {
    status();
    renderContent(<DownloadBar />, { path: '/m/activity' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('closing it stores hideDownloadBar=1 and keeps it hidden', async () => {
    status();
    const first = renderContent(<DownloadBar />, { path: '/m/home' });
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    first.unmount();
    renderContent(<DownloadBar />, { path: '/m/home' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is hidden without a suitable link', async () => {
    status([{ resourceType: 'IOS', url: 'https://x/ios.ipa' }]);
    renderContent(<DownloadBar />, { path: '/m/home' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('on iPhone Safari offers the profile, the iOS app and the home-screen guide (3 steps, tip below 12.2)', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    status();
    renderContent(<DownloadBar />, { path: '/m/home' });
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Download' }));
    const popup = screen.getByRole('dialog', { name: 'Install on iPhone' });
    expect(within(popup).getByRole('link', { name: 'Install the configuration profile' })).toHaveAttribute(
      'href',
      'https://x/p.mobileconfig',
    );
    expect(within(popup).getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute(
      'href',
      'https://x/ios.ipa',
    );
    fireEvent.click(within(popup).getByRole('button', { name: 'Add to home screen' }));

    for (const step of [1, 2]) {
      const guide = screen.getByRole('dialog', { name: 'Add to home screen' });
      expect(guide).toHaveTextContent(`Step ${step} of 3`);
      expect(within(guide).getByRole('note')).toHaveTextContent('iOS 12.1 and earlier');
      fireEvent.click(within(guide).getByRole('button', { name: 'Next' }));
    }
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Add to home screen' })).getByRole('button', { name: 'OK' }),
    );
    expect(screen.getByRole('dialog', { name: 'All set!' })).toBeInTheDocument();
    ua.mockRestore();
  });

  it('remembers a launch from a home-screen shortcut (?WEBCLIP=1)', async () => {
    window.history.replaceState(null, '', '/m/home?WEBCLIP=1');
    status();
    renderContent(<DownloadBar />, { path: '/m/home' });
    await bar();
    expect(localStorage.getItem('WEBCLIP')).toBe('1');
    window.history.replaceState(null, '', '/');
  });
});
