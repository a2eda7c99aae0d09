// @vitest-environment node
import { daysUntil } from './expiry';

const NOW = new Date(2026, 10, 23, 12, 0, 0);
const at = (day: number, hour = 23) => new Date(2026, 10, day, hour, 59, 59).toISOString();

describe('daysUntil', () => {
  it('counts calendar days to the expiry', () => {
    expect(daysUntil(at(23), NOW)).toBe(0);
    expect(daysUntil(at(24), NOW)).toBe(1);
    expect(daysUntil(at(30), NOW)).toBe(7);
    expect(daysUntil(at(23, 8), NOW)).toBe(0);
    expect(daysUntil(at(21), NOW)).toBe(-2);
  });
});
