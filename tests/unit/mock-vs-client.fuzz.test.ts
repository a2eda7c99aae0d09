// @vitest-environment node
/**
 * Fuzz: where a client form and the contract's payload schemas (src/api/contract) encode
 * the same rule, the strict server accepts everything the form lets through, sent as the form
 * sends it. A failure here is a form and the server disagreeing about one rule.
 */
import fc from 'fast-check';
import depositChannels from '@fixtures/depositChannels.json';
import passwordRules from '@fixtures/passwordRules.json';
import registerSettings from '@fixtures/registerSettings.json';
import { REGISTER_FIELDS, type RegisterFieldSetting } from '@/api/types/auth';
import { loginPassword, loginUsername, passwordFormat, settingRule } from '@/features/auth/lib/rules';
import { validateOpenAccount } from '@/features/agent/lib/open-account';
import { parseRebateRate } from '@/features/agent/lib/rebate';
import { isValidBetNumber, isValidStake } from '@/features/lottery/lib/demo-bet';
import { profileProblems } from '@/features/member/lib/profile-form';
import { amountError, parseAmount } from '@/features/member/lib/amount';
import { validateRange } from '@/features/rewards/lib/date-range';
import { paymentPasswordProblems } from '@/features/member/lib/payment-password';
import { WITHDRAW_MAX, WITHDRAW_MIN } from '../../mock-server/routes/member';
import type { EndpointName } from '@/api/endpoints';
import { payloadSchema, validatePayload } from '../../mock-server/contract';
import { anyText, FUZZ_RUNS, numberText } from './fuzz-kit';

const accepts = (call: EndpointName, payload: object, textual = false) => {
  expect(validatePayload(payloadSchema(call)!, payload, textual), `${call} ${JSON.stringify(payload)}`).toBeNull();
};

/** Text that often passes the forms: plain letters and digits, or any characters of a plausible length. */
const plausible = fc.oneof(
  anyText,
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
  fc.string({ minLength: 6, maxLength: 16, unit: 'grapheme' }),
  fc.string({ minLength: 6, maxLength: 16 }),
);
const sixDigits = fc.oneof(anyText, fc.stringMatching(/^\d{6}$/));

describe('the strict mock accepts what the forms let through', () => {
  it('login (username and password)', () => {
    fc.assert(
      fc.property(plausible, plausible, (username, password) => {
        if (loginUsername(username) || loginPassword(password)) return;
        accepts('login', { type: 'username', username: username.trim(), password });
      }),
      FUZZ_RUNS,
    );
  });

  it('registration: every field under its server-supplied setting, and the password format', () => {
    const base = {
      registerUrl: 'localhost',
      registerMethod: 'H5',
      type: 0,
      domain: 'localhost',
      username: 'newbie01',
      confirmPassword: 'abc12345',
    };
    const setting = (field: string) => (registerSettings as Record<string, RegisterFieldSetting>)[field]!;
    fc.assert(
      fc.property(fc.constantFrom(...REGISTER_FIELDS), plausible, plausible, (field, value, password) => {
        if (!settingRule(setting(field))(value) && value.trim())
          accepts('register', { ...base, password: 'abc12345', [field]: value.trim() });
        if (!passwordFormat(passwordRules)(password))
          accepts('register', { ...base, password, confirmPassword: password });
      }),
      FUZZ_RUNS,
    );
  });

  it('open an account (agent)', () => {
    fc.assert(
      fc.property(plausible, plausible, fc.constantFrom(0, 1), (username, password, accountType) => {
        if (Object.keys(validateOpenAccount({ username, password, confirmPassword: password })).length) return;
        accepts('agentRegister', { accountType, username: username.trim(), password, confirmPassword: password });
      }),
      FUZZ_RUNS,
    );
  });

  it('withdrawal and deposit amounts', () => {
    const channel = depositChannels[0]!;
    fc.assert(
      fc.property(numberText, sixDigits, (amount, paymentPassword) => {
        if (!amountError(amount, { min: channel.minAmount, max: channel.maxAmount }))
          accepts('deposit', { channelId: channel.id, amount: parseAmount(amount) });
        if (!amountError(amount, { min: WITHDRAW_MIN, max: WITHDRAW_MAX }) && /^\d{6}$/.test(paymentPassword)) {
          accepts('withdraw', { amount: parseAmount(amount), cardId: 'card-1', paymentPassword });
        }
      }),
      FUZZ_RUNS,
    );
  });

  it('payment password (set and change)', () => {
    fc.assert(
      fc.property(plausible, sixDigits, sixDigits, fc.boolean(), (loginPass, oldPayment, payment, changing) => {
        const form = {
          loginPassword: loginPass,
          oldPaymentPassword: oldPayment,
          paymentPassword: payment,
          confirmPaymentPassword: payment,
        };
        if (Object.keys(paymentPasswordProblems(form, changing)).length) return;
        const { loginPassword: _, oldPaymentPassword: __, ...common } = form;
        accepts(
          'paymentPasswordSet',
          changing ? { ...common, oldPaymentPassword: oldPayment } : { ...common, loginPassword: loginPass },
        );
      }),
      FUZZ_RUNS,
    );
  });

  it('profile (nickname and email)', () => {
    fc.assert(
      fc.property(plausible, fc.oneof(anyText, fc.emailAddress()), (nickname, email) => {
        if (Object.keys(profileProblems({ nickname, email })).length) return;
        accepts('memberInfoUpdate', { nickname: nickname.trim(), email: email.trim() });
      }),
      FUZZ_RUNS,
    );
  });

  it('demo lottery bet', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^\d{2}$/)), numberText, (numbers, stake) => {
        if (!isValidBetNumber(numbers) || !isValidStake(stake)) return;
        accepts('demoLotteryBet', { gameId: 'VN_FAST_1', numbers: numbers.trim(), stake: Number(stake) });
      }),
      FUZZ_RUNS,
    );
  });

  it('downline rebate rates', () => {
    fc.assert(
      fc.property(numberText, fc.integer({ min: 0, max: 30 }), (text, tenths) => {
        const downlineRate = parseRebateRate(text, tenths / 10);
        if (downlineRate !== null) accepts('saveRebateSettings', { items: [{ gameType: 'RNG', downlineRate }] });
      }),
      FUZZ_RUNS,
    );
  });

  it('game record date ranges (a query string)', () => {
    const day = fc
      .integer({ min: 0, max: 90 })
      .map((n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.oneof(anyText, day), fc.oneof(anyText, day), (startDate, endDate) => {
        if (validateRange({ startDate, endDate })) return;
        accepts('gameRecords', { startDate, endDate, gameType: '', pageNo: '1', pageSize: '20' }, true);
      }),
      FUZZ_RUNS,
    );
  });
});
