import type * as v from 'valibot';
import type * as c from '../contract/auth';

// The auth calls' payloads and answers, derived from their contract (src/api/contract/auth.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

export type LoginType = Out<typeof c.loginType>;
export type LoginPayload = Out<typeof c.loginPayload>;
export type LoginValue = Out<typeof c.loginValue>;
/** A failed login may carry `value.captcha` = true: show the captcha field from then on. */
export type LoginFailureValue = Out<typeof c.loginFailureValue>;
export type SocialProvider = Out<typeof c.socialProvider>;
export type SocialLoginPayload = Out<typeof c.socialLoginPayload>;
export type DemoPhoneCodePayload = Out<typeof c.demoPhoneCodePayload>;
export type DemoPhoneTokenPayload = Out<typeof c.demoPhoneTokenPayload>;
export type DemoPhoneTokenValue = Out<typeof c.demoPhoneTokenValue>;
export type TrialUser = Out<typeof c.trialUser>;
export type RegisterMethod = Out<typeof c.registerMethod>;
export type RegisterPayload = Out<typeof c.registerPayload>;
export type RegisterValue = Out<typeof c.registerValue>;

/** The optional register fields driven by per-field settings. */
export const REGISTER_FIELDS = [
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterFieldSetting = Out<typeof c.registerFieldSetting>;
export type RegisterSettings = Out<typeof c.registerSettings>;
/** Registration validation data: the password format rule set. */
export type RegisterValidation = Out<typeof c.registerValidation>;
export type UsernameCheckPayload = Out<typeof c.usernameCheckPayload>;
export type LogoutPayload = Out<typeof c.logoutPayload>;
export type AffiliateCheckPayload = Out<typeof c.affiliateCheckPayload>;
export type SmsCodePayload = Out<typeof c.smsCodePayload>;
export type SmsCodeValue = Out<typeof c.smsCodeValue>;
export type SetPasswordByPhonePayload = Out<typeof c.setPasswordByPhonePayload>;
export type SetPasswordByPhoneValue = Out<typeof c.setPasswordByPhoneValue>;
export type ForgotPasswordEmailPayload = Out<typeof c.forgotPasswordEmailPayload>;
export type ChangePasswordPayload = Out<typeof c.changePasswordPayload>;
