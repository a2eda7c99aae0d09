// @vitest-environment node
import i18next from 'i18next';
import type { LanguageCode } from '@/api/types/common';
import { applyConfigOverrides, getConfig } from '@/config/runtime';
import { HTML_LANG } from '@/config/languages';
import { formatAmount, formatMoney, formatPoints, formatRate, signClass, signedMoney } from './money';

const NBSP = '\u00a0';
const inLanguage = async (language: LanguageCode) => {
  await i18next.changeLanguage(language.toLowerCase());
};

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {}, supportedLngs: ['ty', 'en', 'pt', 'vi'] });
});
afterEach(() => inLanguage('EN'));

describe('money per language', () => {
  it('writes money in the locale of each UI language, Brazilian for PT', () => {
    expect(HTML_LANG).toEqual({ TY: 'zh-CN', EN: 'en', PT: 'pt-BR', VI: 'vi' });
  });

  it.each([
    ['EN', '12,345.60', '-1,234,567.89', '¥ 1,234.50', '12,800', '0.4'],
    ['TY', '12,345.60', '-1,234,567.89', '¥ 1,234.50', '12,800', '0.4'],
    ['PT', '12.345,60', '-1.234.567,89', `¥${NBSP}1.234,50`, '12.800', '0,4'],
    ['VI', '12.345,60', '-1.234.567,89', `1.234,50${NBSP}¥`, '12.800', '0,4'],
  ] as const)(
    '%s: grouping, decimals, the symbol’s place, points and rates',
    async (language, plain, negative, amount, points, rate) => {
      await inLanguage(language);
      expect(formatMoney(12345.6)).toBe(plain);
      expect(formatMoney(-1234567.891)).toBe(negative);
      expect(formatAmount(1234.5, '¥')).toBe(amount);
      expect(formatPoints(12800)).toBe(points);
      expect(formatRate(0.4)).toBe(rate);
    },
  );

  it('writes two decimals and rounds half away from zero', async () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(0.015)).toBe('0.02');
    expect(formatMoney(2.675)).toBe('2.68');
    expect(formatMoney(-1.005)).toBe('-1.01');
    await inLanguage('VI');
    expect(formatMoney(999.995)).toBe('1.000,00');
  });

  it('gives the number alone without a symbol, and the server’s symbol in the currency’s place', async () => {
    expect(formatAmount(1234.5, '')).toBe('1,234.50');
    await inLanguage('VI');
    expect(formatAmount(-20, 'CN¥')).toBe(`-20,00${NBSP}CN¥`);
  });

  it('places the symbol as the language places the deployment’s currency', async () => {
    const currency = getConfig().currency;
    expect(currency).toBe('CNY');
    try {
      applyConfigOverrides({ currency: 'BRL' });
      await inLanguage('PT');
      expect(formatAmount(1234.5, 'R$')).toBe(`R$${NBSP}1.234,50`);
      applyConfigOverrides({ currency: 'VND' });
      await inLanguage('VI');
      expect(formatAmount(1234.5, '₫')).toBe(`1.234,50${NBSP}₫`);
    } finally {
      applyConfigOverrides({ currency });
    }
  });
});

describe('signed amounts', () => {
  it('puts a plus before wins only, and names the colour of the sign', async () => {
    expect(signedMoney(12.5)).toBe('+12.50');
    expect(signedMoney(-3)).toBe('-3.00');
    expect(signedMoney(0)).toBe('0.00');
    expect([signClass(1), signClass(-1), signClass(0)]).toEqual(['is-up', 'is-down', '']);
    await inLanguage('PT');
    expect(signedMoney(3326.95)).toBe('+3.326,95');
  });
});
