import type { RegisterFieldSetting, RegisterValidation } from '@/api/types/auth';
import { compileServerPattern } from '@/lib/server-pattern';
import {
  CAPTCHA_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
} from '../constants';

/** A failed rule: a message key of the `auth` namespace and the values it names. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** A rule answers null when the value passes. */
export type Rule = (value: string) => FieldError | null;

const error = (key: string, params?: FieldError['params']): FieldError => ({ key, params });

/** The shared rules of accounts-and-access §5 (bounds from DECISIONS §3). */
export const loginUsername: Rule = (value) => {
  const v = value.trim();
  if (!v) return error('validation.usernameRequired');
  return USERNAME_PATTERN.test(v) ? null : error('validation.usernameFormat');
};

export const loginPassword: Rule = (value) => {
  if (!value) return error('validation.passwordRequired');
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? null : error('validation.passwordFormat');
};

export const loginMobileNum: Rule = (value) => {
  if (!value.trim()) return error('validation.mobileRequired');
  return MOBILE_PATTERN.test(value.trim()) ? null : error('validation.mobileFormat');
};

export const verificationCode: Rule = (value) => {
  if (!value.trim()) return error('validation.codeRequired');
  return SMS_CODE_PATTERN.test(value.trim()) ? null : error('validation.codeFormat');
};

const captchaRule =
  (requiredKey: string): Rule =>
  (value) => {
    if (!value.trim()) return error(requiredKey);
    return value.trim().length <= CAPTCHA_MAX ? null : error('validation.captchaFormat');
  };

/** Login: "prompt to write the code" (accounts-and-access §5). */
export const captcha = captchaRule('validation.captchaRequired');
/** Registration: "enter the code" (accounts-and-access §5), a message of its own. */
export const registerCaptcha = captchaRule('validation.registerCaptchaRequired');

export const email: Rule = (value) => {
  const v = value.trim();
  if (!v) return error('validation.emailRequired');
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v) ? null : error('validation.emailFormat');
};

const PHONE_NUMBER_LIMIT = 'validation.error_phone_number_limit';

/** Registration mobile number: its own message (error_phone_number_limit). */
export const registerMobileNum: Rule = (value) =>
  MOBILE_PATTERN.test(value.trim()) ? null : error(PHONE_NUMBER_LIMIT);

/** Reset by phone: number required with a minimum length (in_mobileNum_error). */
export const resetMobileNum: Rule = (value) =>
  MOBILE_PATTERN.test(value.trim()) ? null : error('validation.in_mobileNum_error');

/** A server-supplied register field rule; an optional empty field passes; an unreadable pattern checks only the lengths. */
export function settingRule(setting: RegisterFieldSetting): Rule {
  const message = error(`validation.reg_pattern_${setting.patternId}`, {
    min: setting.minLength,
    max: setting.maxLength,
  });
  const pattern = setting.acceptedPattern === '*' ? null : compileServerPattern(setting.acceptedPattern);
  return (value) => {
    const v = value.trim();
    if (!v) return setting.required ? message : null;
    if (v.length < setting.minLength || v.length > setting.maxLength) return message;
    return pattern && !pattern.test(v) ? message : null;
  };
}

/**
 * The mobile number beside a username sign-up: required or optional by its setting, checked by the setting's rule
 * (as the server checks it) and by the mobile tab's, with the mobile tab's message.
 */
export function registerSettingMobileNum(setting: RegisterFieldSetting): Rule {
  const serverRule = settingRule(setting);
  return (value) => {
    if (!value.trim() && !setting.required) return null;
    return serverRule(value) ? error(PHONE_NUMBER_LIMIT) : registerMobileNum(value);
  };
}

/**
 * The password format rule from the server's pattern set (registration, change). The set's answer guard
 * admits only a pattern that compiles (src/api/readable/auth.ts); one that did not would pass no password.
 */
export function passwordFormat(rules: RegisterValidation): Rule {
  const pattern = compileServerPattern(rules.passwordPattern);
  const message = error(`validation.reg_pattern_${rules.passwordPatternId}`, {
    min: rules.passwordMinLength,
    max: rules.passwordMaxLength,
  });
  return (value) => {
    if (!value) return error('validation.passwordRequired');
    return pattern?.test(value) ? null : message;
  };
}

/** Registration confirmation: required (in_incorrect_password), equal (in_confirmation_correct). */
export const registerConfirm =
  (password: string): Rule =>
  (value) => {
    if (!value) return error('validation.in_incorrect_password');
    return value === password ? null : error('validation.in_confirmation_correct');
  };

/** Change password confirmation: "Enter password" / "Confirmation password not matched". */
export const changeConfirm =
  (password: string): Rule =>
  (value) => {
    if (!value) return error('validation.confirmRequired');
    return value === password ? null : error('validation.confirmMismatch');
  };
