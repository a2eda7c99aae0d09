// @vitest-environment node
import passwordRules from '@fixtures/passwordRules.json';
import registerSettings from '@fixtures/registerSettings.json';
import { describe, expect, it } from 'vitest';
import { isBoolean, isString } from '@/lib/guards';
import { authEndpoints } from '../endpoints/auth';
import {
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

const GUARDS: [string, Guard, unknown][] = [
  ['isSignIn', isSignIn, SIGN_IN],
  ['isRegistration', isRegistration, REGISTERED],
  ['isRenewal', isRenewal, SIGN_IN],
  ['isReadableRegisterSettings', isReadableRegisterSettings, registerSettings],
  ['isPasswordRules', isPasswordRules, passwordRules],
  ['isTrialUser', isTrialUser, TRIAL],
  ['isPhoneToken', isPhoneToken, { idToken: 'mock-phone-1234567890123456' }],
  ['isSmsCodeSent', isSmsCodeSent, SMS_SENT],
  ['isPhoneReset', isPhoneReset, { username: 'demo01' }],
  ['captcha (isString)', isString, CAPTCHA],
  ['affiliateCheck (isBoolean)', isBoolean, true],
];

describe('auth answer guards', () => {
  it.each(GUARDS)('%s accepts the answer the mock gives', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[keyof typeof authEndpoints, Guard]>([
    ['login', isSignIn],
    ['sessionRenew', isRenewal],
    ['register', isRegistration],
    ['registerValidation', isPasswordRules],
    ['captcha', isString],
    ['affiliateCheck', isBoolean],
  ])('the %s row reads its answer with its guard', async (call, guard) => {
    expect(await authEndpoints[call].readable.load(call)).toBe(guard);
  });

  it.each<[string, Guard, unknown]>([
    ['isRenewal, an empty token (the session keeps its own)', isRenewal, { ...SIGN_IN, token: '' }],
    ['isRegistration, no account (the user name stands in)', isRegistration, without(REGISTERED, 'account')],
    ['isSmsCodeSent, no expiration time (60 s countdown)', isSmsCodeSent, {}],
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
    ['captcha (isString), no image', isString, null],
    ['captcha (isString), a number', isString, 404],
    ['affiliateCheck (isBoolean), no verdict', isBoolean, null],
    ['affiliateCheck (isBoolean), text', isBoolean, 'drift'],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
