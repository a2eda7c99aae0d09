import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/content.json';
import { PrivacyPolicy, UserAgreement } from './index';

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
    expect(screen.getByText(/18 years of age or older/)).toBeInTheDocument();
  });

  it('shows the user agreement without a title when embedded in a popup', () => {
    render(<UserAgreement />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'User agreement' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  });
});
