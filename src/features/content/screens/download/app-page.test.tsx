import { screen, within } from '@testing-library/react';
import { api } from '@/api';
import { renderContent, setupContentI18n } from '../../testing/render';
import { AppDownloadPage } from './AppDownloadPage';
import { appDownloadLinks, appIconUrl } from '../../lib/download-links';
import { siteStatus } from '@/queries/testing/site-status';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { systemStatus: vi.fn() },
}));

const RESOURCES = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
  { resourceType: 'Android', url: '  https://apps.example.com/a.apk  ' },
  { resourceType: 'IOS', url: 'https://apps.example.com/i.ipa' },
  { resourceType: 'IOS', url: 'https://apps.example.com/second.ipa' },
  { resourceType: 'MOBILECONFIG', url: '   ' },
  { resourceType: 'AppDownloadIcon', url: '/icons/app-icon.svg' },
];

beforeAll(setupContentI18n);

describe('app download links', () => {
  it('keeps one trimmed link per platform type, in page order, skipping empty URLs', () => {
    expect(appDownloadLinks(RESOURCES)).toEqual([
      { type: 'IOS', url: 'https://apps.example.com/i.ipa' },
      { type: 'Android', url: 'https://apps.example.com/a.apk' },
    ]);
    expect(appDownloadLinks(undefined)).toEqual([]);
    expect(appIconUrl(RESOURCES)).toBe('/icons/app-icon.svg');
  });
});

describe('app download page', () => {
  it('shows the logo, the promo title, the links and the six installation steps', async () => {
    vi.mocked(api.systemStatus).mockResolvedValue(siteStatus({ resources: RESOURCES }));
    renderContent(<AppDownloadPage />, { path: '/m/app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByText('Play anywhere: faster, smoother and always one tap away.')).toBeInTheDocument();
    const links = await screen.findByRole('list', { name: 'Download links' });
    expect(within(links).getByRole('link', { name: 'Download for iPhone' })).toHaveAttribute(
      'href',
      'https://apps.example.com/i.ipa',
    );
    expect(within(links).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://apps.example.com/a.apk',
    );
    expect(within(links).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('img', { name: /app icon/ })).toHaveAttribute('src', '/icons/app-icon.svg');
    const guide = screen.getByRole('region', { name: 'Installation guide' });
    for (const [i, text] of [
      'Scan the QR code to download',
      'Allow the profile',
      'Close after the download',
      'Go to Settings and select the profile',
      'Click Install',
      'Enter the unlock password',
    ].entries()) {
      expect(within(guide).getByText(text)).toBeInTheDocument();
      expect(within(guide).getByText(`Step ${i + 1} of 6`)).toBeInTheDocument();
    }
  });
});
