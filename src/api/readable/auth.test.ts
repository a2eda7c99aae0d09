// @vitest-environment node
import passwordRules from '@fixtures/passwordRules.json';
import registerSettings from '@fixtures/registerSettings.json';
import { describe, expect, it } from 'vitest';
import {
  isAffiliateValid,
  isCaptchaImage,
  isPasswordRules,
  isPhoneReset,
  isPhoneToken,
  isReadableRegisterSettings,
  isRegistration,
  isRenewal,
  isSignIn,
  isSmsCodeSent,
  isTrialUser,
} from './auth';
import { ANSWER_GUARDS } from './index';

// Answers as the mock server gives them (mock-server/routes/auth.ts, fixtures/).
const SIGN_IN = { token: 'tok-demo01', userName: 'demo01', customerType: 0, firstTimeLogin: false };
const REGISTERED = { ...SIGN_IN, userName: 'm12345678', firstTimeLogin: true, account: 'm12345678' };
const TRIAL = { username: 'trial12345678', password: 't123456789' };
const SMS_SENT = { expirationTime: 1_767_225_600_000 };
const CAPTCHA = btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });

type Guard = (value: unknown) => boolean;

const TRIAL_SIGN_IN = { ...SIGN_IN, userName: TRIAL.username, customerType: 4 };

/**
 * Each row with an answer it must read (the mock's, or one the platform may give) and that answer
 * broken in a field the row reads: its guard (through ANSWER_GUARDS, as the adapter loads it) accepts
 * the one and refuses the other, so a row wired to another call's guard fails here.
 */
const ANSWERS: [keyof typeof ANSWER_GUARDS, unknown, unknown][] = [
  ['login', SIGN_IN, { ...SIGN_IN, token: '' }],
  ['trialLogin', TRIAL_SIGN_IN, without(TRIAL_SIGN_IN, 'firstTimeLogin')],
  ['demoSocialLogin', SIGN_IN, { ...SIGN_IN, token: '' }],
  // A sign-in reads no account number, whatever kind a platform sends (a registration reads it).
  ['login', { ...SIGN_IN, account: 12345678 }, without(SIGN_IN, 'firstTimeLogin')],
  ['trialLogin', { ...TRIAL_SIGN_IN, account: 12345678 }, { ...TRIAL_SIGN_IN, token: '' }],
  ['demoSocialLogin', { ...SIGN_IN, account: 12345678 }, withField(SIGN_IN, 'customerType', '0')],
  ['register', REGISTERED, withField(REGISTERED, 'account', 12345678)],
  ['registerMobile', REGISTERED, withField(REGISTERED, 'account', 12345678)],
  ['sessionRenew', SIGN_IN, withField(SIGN_IN, 'token', 404)],
  // The platform may renew with an empty token: the session keeps its own.
  ['sessionRenew', { ...SIGN_IN, token: '' }, without(SIGN_IN, 'userName')],
  ['registerSettings', registerSettings, without(registerSettings, 'email')],
  ['registerValidation', passwordRules, without(passwordRules, 'passwordPattern')],
  ['trialAccount', TRIAL, without(TRIAL, 'password')],
  ['demoPhoneToken', { idToken: 'mock-phone-1234567890123456' }, { idToken: 404 }],
  ['smsRegister', SMS_SENT, { expirationTime: '1767225600000' }],
  ['smsNoLogin', SMS_SENT, 'drift'],
  ['setPasswordByPhone', { username: 'demo01' }, {}],
  ['captcha', CAPTCHA, 404],
  ['affiliateCheck', true, 'drift'],
];

describe('auth answer guards', () => {
  it.each(ANSWERS)(
    '%s: its row’s guard accepts the answer the mock gives, and refuses it broken',
    (call, answer, broken) => {
      expect(ANSWER_GUARDS[call]!(answer)).toBe(true);
      expect(ANSWER_GUARDS[call]!(broken)).toBe(false);
    },
  );

  it.each<[string, Guard, unknown]>([
    ['isRegistration, no account (the user name stands in)', isRegistration, without(REGISTERED, 'account')],
    ['isSmsCodeSent, no expiration time (60 s countdown)', isSmsCodeSent, {}],
    [
      'isPasswordRules with a Java-style pattern (compiles without the u flag)',
      isPasswordRules,
      withField(passwordRules, 'passwordPattern', '^(?=.*\\d)[A-Za-z0-9\\_]{6,16}$'),
    ],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  const settingsWith = (setting: Record<string, unknown>) => ({ ...registerSettings, affiliateCode: setting });

  it.each<[string, Guard, unknown]>([
    ['isSignIn without token', isSignIn, without(SIGN_IN, 'token')],
    ['isSignIn with an empty token', isSignIn, { ...SIGN_IN, token: '' }],
    ['isSignIn without firstTimeLogin (stored in the session)', isSignIn, without(SIGN_IN, 'firstTimeLogin')],
    ['isSignIn with customerType as text', isSignIn, withField(SIGN_IN, 'customerType', '0')],
    ['isRegistration without userName', isRegistration, without(REGISTERED, 'userName')],
    ['isRegistration with account as a number', isRegistration, withField(REGISTERED, 'account', 12345678)],
    ['isRenewal without userName', isRenewal, without(SIGN_IN, 'userName')],
    ['isRenewal with token as a number', isRenewal, withField(SIGN_IN, 'token', 404)],
    ['isReadableRegisterSettings without a field', isReadableRegisterSettings, without(registerSettings, 'email')],
    [
      'isReadableRegisterSettings without a setting’s pattern',
      isReadableRegisterSettings,
      settingsWith(without(registerSettings.affiliateCode, 'acceptedPattern')),
    ],
    [
      'isReadableRegisterSettings with maxLength as text',
      isReadableRegisterSettings,
      settingsWith(withField(registerSettings.affiliateCode, 'maxLength', '12')),
    ],
    ['isPasswordRules without passwordPattern', isPasswordRules, without(passwordRules, 'passwordPattern')],
    [
      'isPasswordRules with a pattern that does not compile',
      isPasswordRules,
      withField(passwordRules, 'passwordPattern', '^(?=.*\\d'),
    ],
    [
      'isPasswordRules with passwordMinLength as text',
      isPasswordRules,
      withField(passwordRules, 'passwordMinLength', '6'),
    ],
    ['isTrialUser without password', isTrialUser, without(TRIAL, 'password')],
    ['isTrialUser with username as a number', isTrialUser, withField(TRIAL, 'username', 404)],
    ['isPhoneToken without idToken', isPhoneToken, {}],
    ['isPhoneToken with idToken as a number', isPhoneToken, { idToken: 404 }],
    ['isSmsCodeSent with expirationTime as text', isSmsCodeSent, { expirationTime: '1767225600000' }],
    ['isSmsCodeSent that is no object', isSmsCodeSent, 'drift'],
    ['isPhoneReset without username', isPhoneReset, {}],
    ['isPhoneReset with username as a number', isPhoneReset, { username: 404 }],
    ['isCaptchaImage, no image', isCaptchaImage, null],
    ['isCaptchaImage, a number', isCaptchaImage, 404],
    ['isAffiliateValid, no verdict', isAffiliateValid, null],
    ['isAffiliateValid, text', isAffiliateValid, 'drift'],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
