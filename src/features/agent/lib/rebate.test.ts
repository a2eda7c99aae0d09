// @vitest-environment node
import { parseRebateRate } from './rebate';

describe('downline rebate rate', () => {
  it('accepts 0 up to the own rate in steps of 0.1', () => {
    expect(parseRebateRate('0', 1.2)).toBe(0);
    expect(parseRebateRate('0.7', 1.2)).toBe(0.7);
    expect(parseRebateRate(' 1,2 ', 1.2)).toBe(1.2);
  });
  it('refuses more than the own rate, finer steps, negatives and text', () => {
    for (const text of ['1.3', '0.25', '-0.1', '', 'abc', '1e-1']) expect(parseRebateRate(text, 1.2)).toBeNull();
  });
});
