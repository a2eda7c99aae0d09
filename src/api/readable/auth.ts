import { hasFields, isBoolean, isFiniteNumber, isNonEmptyString, isOptional, isString } from '@/lib/guards';
import { isCompilablePattern } from '@/lib/server-pattern';
import { REGISTER_FIELDS } from '../types/auth';

const account = { userName: isString, customerType: isFiniteNumber };

/** A sign-in answer a session can be made of (login, trial, social): its token, the player's user name, member type and first-login flag (all stored as the session). */
export const isSignIn = hasFields({ token: isNonEmptyString, ...account, firstTimeLogin: isBoolean });

/** A registration's answer: a sign-in's, and the generated account number the dialog shows (the user name stands in when absent). */
export const isRegistration = hasFields({
  token: isNonEmptyString,
  ...account,
  firstTimeLogin: isBoolean,
  account: isOptional(isString),
});

/** A session renewal's answer: like a sign-in's, but its token may be empty (the session keeps the one it sent). */
export const isRenewal = hasFields({ token: isString, ...account });

const isReadableFieldSetting = hasFields({
  enabled: isBoolean,
  required: isBoolean,
  acceptedPattern: isString,
  minLength: isFiniteNumber,
  maxLength: isFiniteNumber,
  patternId: isString,
});

/** Register settings the form can read: every field's, with the fields it reads, of the kinds it reads them as. */
export const isReadableRegisterSettings = hasFields(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, isReadableFieldSetting])),
);

/**
 * The password rule set the register and change-password forms check by: its pattern (one that compiles:
 * the forms read it as a regular expression), message key and lengths.
 */
export const isPasswordRules = hasFields({
  passwordPattern: isCompilablePattern,
  passwordPatternId: isString,
  passwordMinLength: isFiniteNumber,
  passwordMaxLength: isFiniteNumber,
});

/** A captcha: the image, base64-encoded. */
export const isCaptchaImage = isString;

/** An invitation code's check: whether the code is valid. */
export const isAffiliateValid = isBoolean;

/** A trial account: the user name kept for the tab and the password the trial login sends. */
export const isTrialUser = hasFields({ username: isString, password: isString });

/** The demo phone service's answer to a confirmed code: the ID token the sign-in carries. */
export const isPhoneToken = hasFields({ idToken: isString });

/** An SMS code request's answer: when the code expires, if it says (the countdown falls back to 60 s). */
export const isSmsCodeSent = hasFields({ expirationTime: isOptional(isFiniteNumber) });

/** A phone password reset's answer: the user name the number belongs to (the login that follows uses it). */
export const isPhoneReset = hasFields({ username: isString });
