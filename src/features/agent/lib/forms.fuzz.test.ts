// @vitest-environment node
/**
 * Fuzz: the agent forms' validators (open an account, downline rebate rates), fed random text,
 * never throw; each rejection names a message that exists in every language, and what they accept
 * keeps the rule the form states.
 */
import fc from 'fast-check';
import { anyText, expectTranslated, FUZZ_RUNS, numberText } from '../../../../tests/unit/fuzz-kit';
import { PASSWORD_MAX, PASSWORD_MIN, REBATE_RATE_STEP, USERNAME_PATTERN } from '../constants';
import { validateOpenAccount } from './open-account';
import { parseRebateRate } from './rebate';

describe('open account', () => {
  const password = fc.oneof(anyText, fc.string({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }));

  it('never throws; names a translated message per failing field and accepts only the shared login rules', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, fc.stringMatching(USERNAME_PATTERN)),
        password,
        fc.boolean(),
        fc.boolean(),
        (username, pass, confirmSame, pad) => {
          const values = {
            username: pad ? ` ${username} ` : username,
            password: pass,
            confirmPassword: confirmSame ? pass : `${pass}x`,
          };
          const errors = validateOpenAccount(values);
          for (const key of Object.values(errors)) expectTranslated('agent', key);
          if (!errors.username) expect(values.username.trim()).toMatch(USERNAME_PATTERN);
          if (!errors.password) expect(pass.length >= PASSWORD_MIN && pass.length <= PASSWORD_MAX).toBe(true);
          if (!errors.confirmPassword) expect(values.confirmPassword).toBe(pass);
        },
      ),
      FUZZ_RUNS,
    );
  });
});

describe('downline rebate rate', () => {
  it('never throws; refuses with a translated message, accepts 0 to the own rate in steps of 0.1', () => {
    expectTranslated('agent', 'rebate.rangeError');
    const ownRate = fc.integer({ min: 0, max: 30 }).map((tenths) => tenths / 10);
    fc.assert(
      fc.property(numberText, ownRate, (text, own) => {
        const rate = parseRebateRate(text, own);
        if (rate === null) return;
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(own);
        expect(Number.isInteger(Math.round(rate / REBATE_RATE_STEP))).toBe(true);
        expect(String(rate)).toMatch(/^\d+(\.\d)?$/);
      }),
      FUZZ_RUNS,
    );
  });
});
