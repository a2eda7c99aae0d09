import { formatAmount, formatMoney, formatPoints, signClass, signedMoney } from './money';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatMoney', () => {
  it('writes two decimals and thousands separators', () => {
    expect(formatMoney(12345.6)).toBe('12,345.60');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-1234567.891)).toBe('-1,234,567.89');
    expect(formatAmount(1234.5, '¥')).toBe('¥ 1,234.50');
  });

  it('gives the text Intl.NumberFormat gives, halves and edges included', () => {
    const edges = [
      0,
      -0,
      0.005,
      0.015,
      1.005,
      2.675,
      -1.005,
      999.995,
      1000,
      -0.001,
      0.004999,
      123456789.125,
      1e14 + 0.125,
      1e15,
      -1e16,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of edges) expect(formatMoney(value), String(value)).toBe(intl.format(value));
  });

  it('gives the text Intl.NumberFormat gives for random amounts of every size', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i += 1) {
      const digits = Math.floor(random() * 4);
      const value = Number(((random() - 0.3) * 10 ** Math.floor(random() * 15)).toFixed(digits + 1));
      expect(formatMoney(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe('signed amounts and points', () => {
  it('puts a plus before wins only, and names the colour of the sign', () => {
    expect(signedMoney(12.5)).toBe('+12.50');
    expect(signedMoney(-3)).toBe('-3.00');
    expect(signedMoney(0)).toBe('0.00');
    expect([signClass(1), signClass(-1), signClass(0)]).toEqual(['is-up', 'is-down', '']);
  });

  it('writes points with thousands separators', () => {
    expect(formatPoints(12800)).toBe('12,800');
  });
});
