import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { api } from '@/api';
import type { Wallet } from '@/api/types/member';
import { applyConfigOverrides, getConfig } from '@/config/runtime';
import { useSessionStore } from '@/stores/session';
import { deploymentCurrencySymbol, useCurrencySymbol } from './currency-symbol';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {}, supportedLngs: ['ty', 'en', 'pt', 'vi'] });
});
afterEach(() => i18next.changeLanguage('en'));

describe('the deployment currency’s own symbol', () => {
  it('is the configured currency’s narrow symbol, for amounts shown before the server names one', async () => {
    const currency = getConfig().currency;
    expect(deploymentCurrencySymbol()).toBe('¥');
    try {
      applyConfigOverrides({ currency: 'BRL' });
      await i18next.changeLanguage('pt');
      expect(deploymentCurrencySymbol()).toBe('R$');
      applyConfigOverrides({ currency: 'VND' });
      await i18next.changeLanguage('vi');
      expect(deploymentCurrencySymbol()).toBe('₫');
    } finally {
      applyConfigOverrides({ currency });
    }
  });
});

describe('currency symbol', () => {
  it('is the deployment currency’s own until the wallet answers, so no amount shows bare, then the wallet’s', async () => {
    let answer: (value: Wallet) => void = () => undefined;
    vi.spyOn(api, 'memberWallet').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useSessionStore.setState({
      session: { token: 'tok', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false },
      expiredFrom: null,
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(useCurrencySymbol, { wrapper });
    expect(result.current).toBe('¥');
    answer({ sumBalance: 1, currencySymbol: 'CN¥' });
    await waitFor(() => expect(result.current).toBe('CN¥'));
  });
});
