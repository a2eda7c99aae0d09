// @vitest-environment node
import i18next from 'i18next';
import { amountError, amountInput, formatChipAmount, parseAmount } from './amount';

const LIMITS = { min: 50, max: 20_000 };

describe('amountError', () => {
  it('accepts amounts within the limits with up to two decimals', () => {
    expect(amountError('50', LIMITS)).toBeNull();
    expect(amountError(' 1234.5 ', LIMITS)).toBeNull();
    expect(amountError('20000.00', LIMITS)).toBeNull();
    expect(amountError('60,50', LIMITS)).toBeNull();
  });

  it('requires a plain positive number with at most two decimals', () => {
    expect(amountError('', LIMITS)).toBe('required');
    expect(amountError('12.3456', LIMITS)).toBe('format');
    expect(amountError('-60', LIMITS)).toBe('format');
    expect(amountError('1e3', LIMITS)).toBe('format');
  });

  it('refuses amounts below the minimum or above the maximum, read with either decimal mark', () => {
    expect(amountError('49.99', LIMITS)).toBe('min');
    expect(amountError('49,99', LIMITS)).toBe('min');
    expect(amountError('20000.01', LIMITS)).toBe('max');
    expect(amountError('20.000,01', LIMITS)).toBe('max');
  });

  it('refuses more than the balance when one is given', () => {
    expect(amountError('600', { ...LIMITS, balance: 500 })).toBe('balance');
    expect(amountError('500', { ...LIMITS, balance: 500 })).toBeNull();
  });
});

describe('parseAmount', () => {
  it.each([
    ['60', 60],
    ['60,50', 60.5],
    ['60.50', 60.5],
    ['60,5', 60.5],
    ['60,', 60],
    ['60.', 60],
    [' 0,05 ', 0.05],
    ['1.000.000', 1000000],
    ['1,000,000', 1000000],
    ['1.000,50', 1000.5],
    ['1,000.50', 1000.5],
    ['1.234.567,89', 1234567.89],
    ['1,234,567.89', 1234567.89],
    ['1.000,', 1000],
  ])('reads %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each([
    '',
    ',',
    ',5',
    '60,505,5',
    // One mark before three digits: 1000 in one language, three decimals in another.
    '1,000',
    '1.000',
    '60.505',
    '1,000,5',
    '1.000.5',
    '1,000,50',
    '1234,567',
    '12.3456',
    '60,,5',
    '0.111',
    '-60',
    '1e3',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('amountInput', () => {
  it('keeps digits and both marks as typed, drops the rest', () => {
    expect(amountInput('60,')).toBe('60,');
    expect(amountInput('¥ 1.000,50')).toBe('1.000,50');
    expect(amountInput('-6a0')).toBe('60');
  });
});

describe('formatChipAmount', () => {
  beforeAll(async () => {
    if (!i18next.isInitialized)
      await i18next.init({ lng: 'en', resources: {}, supportedLngs: ['ty', 'en', 'pt', 'vi'] });
  });
  afterEach(() => i18next.changeLanguage('en'));

  it.each([
    ['en', '50', '1,000', '12.50'],
    ['ty', '50', '1,000', '12.50'],
    ['pt', '50', '1.000', '12,50'],
    ['vi', '50', '1.000', '12,50'],
  ])('%s: whole amounts without decimals, others with two', async (language, fifty, thousand, cents) => {
    await i18next.changeLanguage(language);
    expect(formatChipAmount(50)).toBe(fifty);
    expect(formatChipAmount(1000)).toBe(thousand);
    expect(formatChipAmount(12.5)).toBe(cents);
  });
});
