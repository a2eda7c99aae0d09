// @vitest-environment node
/**
 * Fuzz: the demo lottery bet form's validators, fed random text, never throw; a rejection has a
 * message in every language, and what they accept is two digits and a stake within the limits.
 */
import fc from 'fast-check';
import { anyText, expectTranslated, FUZZ_RUNS, numberText } from '../../../../tests/unit/fuzz-kit';
import { DEMO_MAX_STAKE, DEMO_MIN_STAKE } from '../constants';
import { isValidBetNumber, isValidStake, randomBetNumber } from './demo-bet';

describe('demo bet form', () => {
  it('has a translated message for each rejection', () => {
    expectTranslated('lottery', 'demo.numbersError');
    expectTranslated('lottery', 'demo.stakeError');
  });

  it('accepts only two digits as the bet number', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^\s?\d{2}\s?$/)), (text) => {
        if (isValidBetNumber(text)) expect(text.trim()).toMatch(/^\d{2}$/);
      }),
      FUZZ_RUNS,
    );
  });

  it('accepts only stakes of two decimals within the limits', () => {
    fc.assert(
      fc.property(numberText, (text) => {
        if (!isValidStake(text)) return;
        const stake = Number(text.trim());
        expect(stake).toBeGreaterThanOrEqual(DEMO_MIN_STAKE);
        expect(stake).toBeLessThanOrEqual(DEMO_MAX_STAKE);
        expect(text.trim()).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
      FUZZ_RUNS,
    );
  });

  it('draws random numbers the form accepts, whatever the random source answers in [0, 1)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(isValidBetNumber(randomBetNumber(() => r))).toBe(true);
      }),
      FUZZ_RUNS,
    );
  });
});
