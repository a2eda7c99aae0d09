import * as v from 'valibot';
import { noAnswer, type CallContract } from './common';
import {
  captcha,
  code,
  dialingCode,
  email,
  firebaseToken,
  freeText,
  mobileNum,
  password,
  smsCode,
  storedPassword,
  token,
  url,
  username,
} from './fields';
import * as L from './limits';
import { literal, oneOf, optional, text } from './request';
import { REGISTER_FIELDS } from '../types/auth';

export const loginType = oneOf(['username', 'sms', 'firebase']);

export const loginPayload = v.object({
  username,
  password,
  captcha: optional(captcha),
  type: loginType,
  countryDialingCode: optional(dialingCode),
  firebaseChannel: optional(oneOf(['sms'])),
  firebaseIdToken: optional(firebaseToken),
  firebaseMobileNo: optional(mobileNum),
  /** Trial login only: the deployment's trial merchant code (the Merchant header carries the main one). */
  merchantCode: optional(code),
});

export const loginValue = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.boolean(),
});

/** A failed login may carry `value.captcha` = true: show the captcha field from then on. */
export const loginFailureValue = v.object({ captcha: v.optional(v.boolean()) });

export const socialProvider = oneOf(['facebook', 'google', 'telegram']);
export const socialLoginPayload = v.object({
  provider: socialProvider,
  /** The demo provider's identity token, `mock-<provider>-<account>` (DEMO_SOCIAL_IDENTITY). */
  idToken: firebaseToken,
});

export const trialUser = v.object({ username: v.string(), password: v.string() });

export const registerMethod = oneOf(['APP', 'H5', 'WEBCLIP', 'PWA']);

/** The register fields governed by the per-field settings are checked against them by the handler. */
export const registerPayload = v.object({
  countryDialingCode: optional(dialingCode),
  registerUrl: url,
  registerMethod,
  username: optional(username),
  password,
  confirmPassword: password,
  affiliateCode: optional(code),
  paymentPassword: optional(freeText),
  recommenderId: optional(freeText),
  nickname: optional(freeText),
  payeeName: optional(freeText),
  email: optional(email),
  mobileNum: optional(mobileNum),
  idNumber: optional(freeText),
  qqNum: optional(freeText),
  facebook: optional(freeText),
  wechat: optional(freeText),
  line: optional(freeText),
  whatsapp: optional(freeText),
  zalo: optional(freeText),
  captcha: optional(captcha),
  type: literal(0),
  domain: freeText,
  verificationCode: optional(smsCode),
  firebaseChannel: optional(oneOf(['sms'])),
  firebaseIdToken: optional(firebaseToken),
});

export const registerValue = v.object({
  ...loginValue.entries,
  /** The generated account number the player uses next time. */
  account: v.string(),
});

export const registerFieldSetting = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  /** A regular expression; "*" accepts anything. */
  acceptedPattern: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
  /** Message key: the locale's `reg_pattern_<patternId>` with (min) and (max) filled in. */
  patternId: v.string(),
});

type RegisterField = (typeof REGISTER_FIELDS)[number];
export const registerSettings = v.object(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, registerFieldSetting])) as Record<
    RegisterField,
    typeof registerFieldSetting
  >,
);

/** Registration validation data: the password format rule set. */
export const registerValidation = v.object({
  passwordPattern: v.string(),
  passwordPatternId: v.string(),
  passwordMinLength: v.number(),
  passwordMaxLength: v.number(),
});

export const usernameCheckPayload = v.object({ username });
export const affiliateCheckPayload = v.object({ code, domain: freeText });

export const smsCodePayload = v.object({
  mobileNum,
  countryDialingCode: dialingCode,
  /** Human-verification result fields. */
  captcha: optional(captcha),
});
/** The demo's stand-in for the third-party phone service: a number in international form (`+84912345678`). */
export const demoPhoneCodePayload = v.object({ phoneNumber: text(L.DIALING_CODE_MAX + L.MOBILE_MAX) });
export const demoPhoneTokenPayload = v.object({ phoneNumber: text(L.DIALING_CODE_MAX + L.MOBILE_MAX), code: smsCode });
export const demoPhoneTokenValue = v.object({ idToken: v.string() });

export const smsCodeValue = v.object({
  /** Epoch milliseconds when the code expires. */
  expirationTime: v.number(),
});

export const setPasswordByPhonePayload = v.object({
  newPassword: password,
  mobileNum,
  countryDialingCode: dialingCode,
  verificationCode: smsCode,
  firebaseIdToken: optional(firebaseToken),
});
export const setPasswordByPhoneValue = v.object({
  /** The user name the number belongs to, used for the login that follows. */
  username: v.string(),
});

export const forgotPasswordEmailPayload = v.object({ username, email });
/** §7: logout's payload is the session's token (besides the header every logged-in call carries). */
export const logoutPayload = v.object({ token });
export const changePasswordPayload = v.object({
  oldPassword: storedPassword,
  newPassword: password,
  confirmNewPassword: password,
});

export const authContract = {
  login: { req: loginPayload, res: loginValue },
  logout: { req: logoutPayload, res: noAnswer },
  sessionRenew: { res: loginValue },
  trialAccount: { res: trialUser },
  trialLogin: { req: loginPayload, res: loginValue },
  demoSocialLogin: { req: socialLoginPayload, res: loginValue },
  demoPhoneCode: { req: demoPhoneCodePayload, res: noAnswer },
  demoPhoneToken: { req: demoPhoneTokenPayload, res: demoPhoneTokenValue },
  register: { req: registerPayload, res: registerValue },
  registerMobile: { req: registerPayload, res: registerValue },
  registerSettings: { res: registerSettings },
  registerValidation: { res: registerValidation },
  usernameCheck: { req: usernameCheckPayload, res: v.boolean() },
  affiliateCheck: { req: affiliateCheckPayload, res: v.boolean() },
  captcha: { res: v.string() },
  smsRegister: { req: smsCodePayload, res: smsCodeValue },
  smsNoLogin: { req: smsCodePayload, res: smsCodeValue },
  setPasswordByPhone: { req: setPasswordByPhonePayload, res: setPasswordByPhoneValue },
  forgotPasswordEmail: { req: forgotPasswordEmailPayload, res: noAnswer },
  changePassword: { req: changePasswordPayload, res: noAnswer },
} satisfies Record<string, CallContract>;
