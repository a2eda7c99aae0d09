import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare, screen } from '@testing-library/react';
import { siteKeys } from '@/queries/keys';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/content.json';
import { PrivacyPolicy, UserAgreement } from './index';
import { DEFAULT_MINIMUM_AGE } from './minimum-age';

/** Render with a query client whose consolidated settings are already known (or absent). */
function render(ui: ReactElement, settings?: { minimumAge: number }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (settings) client.setQueryData(siteKeys.settings(), settings);
  return renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { content: en } }, interpolation: { escapeValue: false } });
});

describe('legal documents', () => {
  it('shows the privacy policy with the spec sections in order', () => {
    render(<PrivacyPolicy showTitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Introduction',
      '2. Purpose',
      '3. Access',
      '4. Confidentiality',
      '5. Recipients',
      '6. Monitoring',
      '7. Agreement',
    ]);
    expect(screen.getAllByText(/18 years of age or older/)).toHaveLength(1);
  });

  it('states the minimum age of the consolidated settings (21 in some regions), 18 until they are known', () => {
    expect(DEFAULT_MINIMUM_AGE).toBe(18);
    render(<PrivacyPolicy />, { minimumAge: 21 });
    expect(screen.getByText(/Members must be 21 years of age or older/)).toBeInTheDocument();
    expect(screen.queryByText(/18 years/)).not.toBeInTheDocument();
  });

  it('shows the user agreement without a title when embedded in a popup', () => {
    render(<UserAgreement />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'User agreement' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  });
});
