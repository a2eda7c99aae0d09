export type LoginType = 'username' | 'sms' | 'firebase';

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  type: LoginType;
  countryDialingCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
  /** Trial login only: the deployment's trial merchant code (the Merchant header carries the main one). */
  merchantCode?: string;
}

export interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/** A failed login may carry `value.captcha` = true: show the captcha field from then on. */
export interface LoginFailureValue {
  captcha?: boolean;
}

export type SocialProvider = 'facebook' | 'google' | 'telegram';

export interface SocialLoginPayload {
  provider: SocialProvider;
  /** The provider's identity token (in demo mode a mock token). */
  idToken: string;
}

export interface TrialUser {
  username: string;
  password: string;
}

export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

export interface RegisterPayload {
  countryDialingCode?: string;
  registerUrl: string;
  registerMethod: RegisterMethod;
  username?: string;
  password: string;
  confirmPassword: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  type: 0;
  domain: string;
  verificationCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

export interface RegisterValue extends LoginValue {
  /** The generated account number the player uses next time. */
  account: string;
}

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

export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
  /** A regular expression; "*" accepts anything. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  /** Message key: the locale's `reg_pattern_<patternId>` with (min) and (max) filled in. */
  patternId: string;
}

export type RegisterSettings = Record<RegisterField, RegisterFieldSetting>;

/** Registration validation data: the password format rule set. */
export interface RegisterValidation {
  passwordPattern: string;
  passwordPatternId: string;
  passwordMinLength: number;
  passwordMaxLength: number;
}

export interface UsernameCheckPayload {
  username: string;
}
export interface AffiliateCheckPayload {
  code: string;
  domain: string;
}

export interface SmsCodePayload {
  mobileNum: string;
  countryDialingCode: string;
  /** Human-verification result fields. */
  captcha?: string;
}

export interface SmsCodeValue {
  /** Epoch milliseconds when the code expires. */
  expirationTime: number;
}

export interface SetPasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  firebaseIdToken?: string;
}

export interface SetPasswordByPhoneValue {
  /** The user name the number belongs to, used for the login that follows. */
  username: string;
}

export interface ForgotPasswordEmailPayload {
  username: string;
  email: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
