// @vitest-environment node
import type { RegisterFieldSetting } from '@/api/types/auth';
import en from '../../../../locales/en/auth.json';
import * as rules from './rules';

/** The EN text of a rule's answer, with (min)/(max) filled in as the form shows it. */
function message(error: rules.FieldError | null): string | null {
  if (!error) return null;
  const [group, key] = error.key.split('.') as ['validation', keyof typeof en.validation];
  expect(group).toBe('validation');
  const text = en.validation[key];
  expect(text, error.key).toBeTypeOf('string');
  return text.replace('(min)', String(error.params?.min ?? '')).replace('(max)', String(error.params?.max ?? ''));
}

describe('shared login rules (DECISIONS §3)', () => {
  it.each([
    ['', 'Please enter your username'],
    ['   ', 'Please enter your username'],
    ['abc', 'Account format incorrect: 4-16 letters or digits, starting with a letter'],
    ['1abc', 'Account format incorrect: 4-16 letters or digits, starting with a letter'],
    ['ab_cd', 'Account format incorrect: 4-16 letters or digits, starting with a letter'],
    ['a'.repeat(17), 'Account format incorrect: 4-16 letters or digits, starting with a letter'],
    ['abcd', null],
    [' demo01 ', null],
    ['a'.repeat(16), null],
  ])('loginUsername(%j) → %s', (value, expected) => expect(message(rules.loginUsername(value))).toBe(expected));

  it.each([
    ['', 'Enter password'],
    ['12345', 'Password format incorrect: 6-16 characters'],
    ['x'.repeat(17), 'Password format incorrect: 6-16 characters'],
    ['123456', null],
    ['x'.repeat(16), null],
  ])('loginPassword(%j) → %s', (value, expected) => expect(message(rules.loginPassword(value))).toBe(expected));

  it.each([
    ['', 'Please enter your mobile number'],
    ['1234567', 'Mobile number not valid'],
    ['123456789012', 'Mobile number not valid'],
    ['12345abc', 'Mobile number not valid'],
    ['12345678', null],
    ['12345678901', null],
  ])('loginMobileNum(%j) → %s', (value, expected) => expect(message(rules.loginMobileNum(value))).toBe(expected));

  it.each([
    ['', 'Please enter the SMS code'],
    ['12345', 'The SMS code has 6 digits'],
    ['12345a', 'The SMS code has 6 digits'],
    ['123456', null],
  ])('verificationCode(%j) → %s', (value, expected) => expect(message(rules.verificationCode(value))).toBe(expected));

  it.each([
    ['', 'Please write the verification code'],
    ['x'.repeat(17), 'Captcha 1-16 characters'],
    ['1', null],
    ['x'.repeat(16), null],
  ])('captcha(%j) → %s', (value, expected) => expect(message(rules.captcha(value))).toBe(expected));

  it.each([
    ['', 'Please enter the code'],
    ['x'.repeat(17), 'Captcha 1-16 characters'],
    ['x'.repeat(16), null],
  ])('registerCaptcha(%j) → %s', (value, expected) => expect(message(rules.registerCaptcha(value))).toBe(expected));
});

describe('email (accounts-and-access §5)', () => {
  it.each([
    ['', 'Please enter your email'],
    ['plain', 'Email format incorrect'],
    ['a@b', 'Email format incorrect'],
    ['a@b.comm', 'Email format incorrect'],
    ['a@b.c.d.e.f', 'Email format incorrect'],
    [`${'a'.repeat(249)}@b.com`, 'Email format incorrect'],
    [`${'a'.repeat(248)}@b.com`, null],
    ['demo01@example.com', null],
    ['first.last-x@example.co.uk', null],
    ['x@mail.example.com', 'Email format incorrect'],
  ])('email(%j) → %s', (value, expected) => expect(message(rules.email(value))).toBe(expected));
});

describe('registration and reset rules', () => {
  it('mobile number messages: error_phone_number_limit (register), in_mobileNum_error (reset)', () => {
    expect(message(rules.registerMobileNum('123'))).toBe('Mobile number not valid: 8-11 digits');
    expect(rules.registerMobileNum('912345678')).toBeNull();
    expect(message(rules.resetMobileNum(''))).toBe('Please enter a mobile number of 8-11 digits');
    // The message names the whole rule: a number too long fails it as one too short does.
    expect(message(rules.resetMobileNum('912345678901'))).toBe('Please enter a mobile number of 8-11 digits');
    expect(rules.resetMobileNum('912345678')).toBeNull();
  });

  it('confirmation: required (in_incorrect_password) and equal (in_confirmation_correct)', () => {
    expect(message(rules.registerConfirm('abc12345')(''))).toBe('Please confirm your password');
    expect(message(rules.registerConfirm('abc12345')('abc1234'))).toBe('The two passwords do not match');
    expect(rules.registerConfirm('abc12345')('abc12345')).toBeNull();
  });

  it('change password confirmation: "Enter password" and "Confirmation password not matched"', () => {
    expect(message(rules.changeConfirm('abc12345')(''))).toBe('Enter password');
    expect(message(rules.changeConfirm('abc12345')('abc12346'))).toBe('Confirmation password not matched');
    expect(rules.changeConfirm('abc12345')('abc12345')).toBeNull();
  });

  const setting = (s: Partial<RegisterFieldSetting>): RegisterFieldSetting => ({
    enabled: true,
    required: false,
    acceptedPattern: '*',
    minLength: 2,
    maxLength: 12,
    patternId: 'any',
    ...s,
  });

  it('a server field rule: optional empty passes, required empty fails, bounds and pattern use reg_pattern_<id>', () => {
    expect(rules.settingRule(setting({}))('')).toBeNull();
    expect(message(rules.settingRule(setting({ required: true }))(''))).toBe('Please enter 2-12 characters');
    expect(message(rules.settingRule(setting({}))('x'))).toBe('Please enter 2-12 characters');
    expect(message(rules.settingRule(setting({}))('x'.repeat(13)))).toBe('Please enter 2-12 characters');
    const digits = rules.settingRule(
      setting({ acceptedPattern: '^\\d{8,11}$', minLength: 8, maxLength: 11, patternId: 'digits' }),
    );
    expect(message(digits('12345abc'))).toBe('Please enter 8-11 digits');
    expect(digits('912345678')).toBeNull();
    const name = rules.settingRule(
      setting({ acceptedPattern: "^[\\p{L} .'-]+$", minLength: 2, maxLength: 30, patternId: 'name' }),
    );
    expect(message(name('R2D2'))).toBe('Name format not valid');
    expect(name('Nguyễn Văn An')).toBeNull();
  });

  it('the number beside a username sign-up: its setting decides required, both rules check it, one message', () => {
    const limit = 'Mobile number not valid: 8-11 digits';
    const optional = rules.registerSettingMobileNum(
      setting({ acceptedPattern: '^\\d{8,11}$', minLength: 8, maxLength: 11, patternId: 'digits' }),
    );
    expect(optional('')).toBeNull();
    expect(message(optional('123'))).toBe(limit);
    expect(optional('912345678')).toBeNull();
    const required = rules.registerSettingMobileNum(setting({ required: true, minLength: 0, maxLength: 20 }));
    expect(message(required(''))).toBe(limit);
    // The setting allows more than the mobile tab's 8-11 digits: the number still has to be one.
    expect(message(required('12345abc'))).toBe(limit);
    expect(required('912345678')).toBeNull();
  });

  it('the server password rule set', () => {
    const rule = rules.passwordFormat({
      passwordPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,16}$',
      passwordPatternId: 'password',
      passwordMinLength: 6,
      passwordMaxLength: 16,
    });
    expect(message(rule(''))).toBe('Enter password');
    expect(message(rule('abcdefgh'))).toBe('Password format incorrect: 6-16 characters with letters and digits');
    expect(message(rule('12345678'))).toBe('Password format incorrect: 6-16 characters with letters and digits');
    expect(rule('abc12345')).toBeNull();
  });

  describe('server patterns as real platforms write them (Java-style escapes break the `u` flag)', () => {
    it.each([
      ['Java-escaped underscore', '^[A-Za-z0-9\\_]{4,16}$', 'ab_c12', 'ab c12'],
      ['Java-escaped hyphen and dot', '^[\\w\\-\\.]+$', 'a-b.c', 'a b'],
      ['escaped at-sign', '^\\w+\\@\\w+\\.\\w{2,3}$', 'me@site.com', 'me@site'],
      ['Unicode letter class (needs `u`)', "^[\\p{L} .'-]+$", 'Nguyễn Văn', 'R2D2'],
    ])('a field pattern with a %s is read, not thrown', (_, acceptedPattern, valid, invalid) => {
      const rule = rules.settingRule(setting({ acceptedPattern, minLength: 1, maxLength: 30 }));
      expect(rule(valid)).toBeNull();
      expect(rule(invalid)).not.toBeNull();
    });

    it('a field pattern no reading compiles checks only the lengths', () => {
      const rule = rules.settingRule(setting({ acceptedPattern: '^[a-z', minLength: 2, maxLength: 12 }));
      expect(rule('anything')).toBeNull();
      expect(message(rule('x'))).toBe('Please enter 2-12 characters');
    });

    it('a password pattern with Java-style escapes is read; one no reading compiles passes no password (its answer is refused first)', () => {
      const java = rules.passwordFormat({
        passwordPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9\\_\\!\\@]{6,16}$',
        passwordPatternId: 'password',
        passwordMinLength: 6,
        passwordMaxLength: 16,
      });
      expect(java('abc_123!')).toBeNull();
      expect(java('abcdefgh')).not.toBeNull();
      const broken = rules.passwordFormat({
        passwordPattern: '(?=.*\\d',
        passwordPatternId: 'password',
        passwordMinLength: 6,
        passwordMaxLength: 16,
      });
      expect(message(broken(''))).toBe('Enter password');
      expect(message(broken('abc12345'))).toBe('Password format incorrect: 6-16 characters with letters and digits');
    });
  });
});
