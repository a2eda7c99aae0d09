// @vitest-environment node
import { amountError } from './amount';

const LIMITS = { min: 50, max: 20_000 };

describe('amountError', () => {
  it('accepts amounts within the limits with up to two decimals', () => {
    expect(amountError('50', LIMITS)).toBeNull();
    expect(amountError(' 1234.5 ', LIMITS)).toBeNull();
    expect(amountError('20000.00', LIMITS)).toBeNull();
  });

  it('requires a plain positive number with at most two decimals', () => {
    expect(amountError('', LIMITS)).toBe('required');
    expect(amountError('12.345', LIMITS)).toBe('format');
    expect(amountError('-60', LIMITS)).toBe('format');
    expect(amountError('1e3', LIMITS)).toBe('format');
  });

  it('refuses amounts below the minimum or above the maximum', () => {
    expect(amountError('49.99', LIMITS)).toBe('min');
    expect(amountError('20000.01', LIMITS)).toBe('max');
  });

  it('refuses more than the balance when one is given', () => {
    expect(amountError('600', { ...LIMITS, balance: 500 })).toBe('balance');
    expect(amountError('500', { ...LIMITS, balance: 500 })).toBeNull();
  });
});
