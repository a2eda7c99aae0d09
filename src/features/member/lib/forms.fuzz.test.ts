// @vitest-environment node
/**
 * Fuzz: the member forms' validators (deposit and withdrawal amounts, payment password, profile,
 * the records filter of the URL), fed random text, never throw; each rejection names a message
 * that exists in every language, and what they accept is what the form promises.
 */
import fc from 'fast-check';
import { anyText, expectTranslated, FUZZ_RUNS, numberText } from '../../../../tests/unit/fuzz-kit';
import { EMAIL_PATTERN, NICKNAME_MAX, PAYMENT_PASSWORD_PATTERN, TRANSACTION_FILTERS } from '../constants';
import { profileProblems } from './profile-form';
import { amountError, parseAmount } from './amount';
import { filterFromQuery } from './record-filter';
import { paymentPasswordProblems, type PaymentPasswordForm } from './payment-password';

const limits = fc
  .tuple(
    fc.integer({ min: 0, max: 100_000 }),
    fc.integer({ min: 0, max: 100_000 }),
    fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  )
  .map(([a, b, balance]) => ({ min: Math.min(a, b), max: Math.max(a, b), balance }));

describe('amount (deposit and withdrawal)', () => {
  it('never throws; refuses with a message, accepts only amounts of two decimals within the limits', () => {
    fc.assert(
      fc.property(numberText, limits, (text, { min, max, balance }) => {
        const error = amountError(text, { min, max, balance });
        if (error) {
          expectTranslated('member', `amount.errors.${error}`);
          return;
        }
        const amount = parseAmount(text)!;
        expect(Math.round(amount * 100) / 100).toBe(amount);
        expect(amount).toBeGreaterThanOrEqual(min);
        expect(amount).toBeLessThanOrEqual(balance === undefined ? max : Math.min(max, balance));
      }),
      FUZZ_RUNS,
    );
  });
});

describe('payment password (security centre and withdrawal)', () => {
  const form = fc.record<PaymentPasswordForm>({
    loginPassword: anyText,
    oldPaymentPassword: fc.oneof(anyText, fc.stringMatching(/^\d{6}$/)),
    paymentPassword: fc.oneof(anyText, fc.stringMatching(/^\d{6}$/)),
    confirmPaymentPassword: fc.oneof(anyText, fc.stringMatching(/^\d{6}$/)),
  });

  it('never throws and names a translated message for each problem', () => {
    fc.assert(
      fc.property(form, fc.boolean(), (values, changing) => {
        const problems = paymentPasswordProblems(values, changing);
        for (const problem of Object.values(problems)) expectTranslated('member', `security.errors.${problem}`);
        if (Object.keys(problems).length === 0) {
          expect(values.paymentPassword).toMatch(PAYMENT_PASSWORD_PATTERN);
          expect(values.confirmPaymentPassword).toBe(values.paymentPassword);
        }
      }),
      FUZZ_RUNS,
    );
  });

  it('the withdrawal form refuses anything but six digits with a translated message', () => {
    expectTranslated('member', 'payment.format');
    fc.assert(
      fc.property(anyText, (text) => {
        expect(PAYMENT_PASSWORD_PATTERN.test(text)).toBe(/^\d{6}$/.test(text));
      }),
      FUZZ_RUNS,
    );
  });
});

describe('profile (my account)', () => {
  it('never throws; refuses with a message, accepts a 1-20 character nickname and an empty or valid email', () => {
    fc.assert(
      fc.property(anyText, fc.oneof(anyText, fc.emailAddress()), (nickname, email) => {
        const problems = profileProblems({ nickname, email });
        for (const problem of Object.values(problems)) expectTranslated('member', `account.errors.${problem}`);
        if (!problems.nickname) expect([...nickname.trim()].length).toBeGreaterThanOrEqual(1);
        if (!problems.nickname) expect([...nickname.trim()].length).toBeLessThanOrEqual(NICKNAME_MAX);
        if (!problems.email && email.trim()) expect(email.trim()).toMatch(EMAIL_PATTERN);
      }),
      FUZZ_RUNS,
    );
  });
});

describe('transaction records filter (from the URL)', () => {
  it('reads any query as one of the filter tabs', () => {
    fc.assert(
      fc.property(fc.option(anyText, { nil: null }), (types) => {
        expect(TRANSACTION_FILTERS).toContain(filterFromQuery(types));
      }),
      FUZZ_RUNS,
    );
  });
});
