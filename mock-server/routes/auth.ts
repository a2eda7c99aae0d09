import affiliateCodes from '@fixtures/affiliateCodes.json';
import passwordRules from '@fixtures/passwordRules.json';
import registerSettings from '@fixtures/registerSettings.json';
import type { LoginValue, RegisterPayload, RegisterSettings, RegisterValue } from '@/api/types/auth';
import { REGISTER_FIELDS } from '@/api/types/auth';
import { getConfig } from '@/config/runtime';
import { readDemoIdToken } from '@/features/auth/lib/demo-social';
import { internationalNumber } from '@/features/auth/lib/phone-verifier';
import { fail, member, type DomainHandlers, type MockContext } from '../context';
import type { MockUser } from '../db';
import { siteFlags } from './site';

/** The spec's shared login rules (DECISIONS §3); password lengths are the gateway's (src/api/contract). */
export const RULES = {
  username: /^[A-Za-z][A-Za-z0-9]{3,15}$/,
  mobile: /^\d{8,11}$/,
  smsCode: /^\d{6}$/,
  captcha: /^.{1,16}$/,
  dialingCode: /^\+\d{1,4}$/,
  email: /^\w+([.-]\w+)*@\w+(\.[A-Za-z]{2,3}){1,3}$/,
};

/** accounts-and-access §9: an SMS code lives 60 s; a new one is refused while it does. */
export const SMS_CODE_TTL_MS = 60_000;
export const TRIAL_TYPE = 4;
const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'];
const PASSWORD_RULE = new RegExp(passwordRules.passwordPattern, 'u');

// ---- captcha ------------------------------------------------------------------------------

interface CaptchaState {
  code: string;
}

const captchaState = (ctx: MockContext) => ctx.db.slice<CaptchaState>('captcha', () => ({ code: '' }));

/** A fresh 4-digit captcha as an SVG image (base64), announced to the person demoing. */
function newCaptcha(ctx: MockContext): string {
  const code = String(Math.floor(1000 + Math.random() * 9000));
  captchaState(ctx).code = code;
  ctx.notify(`captcha:${code}`, { captcha: code });
  const digits = [...code]
    .map(
      (d, i) =>
        `<text x="${14 + i * 24}" y="${30 + (i % 2 ? -4 : 4)}" transform="rotate(${i % 2 ? 8 : -8} ${14 + i * 24} 26)" font-family="Arial" font-size="26" font-weight="700" fill="hsl(${i * 80},60%,35%)">${d}</text>`,
    )
    .join('');
  const noise =
    '<path d="M0 20 Q30 5 60 25 T120 18" stroke="#999" fill="none"/><path d="M0 34 Q40 44 80 30 T120 36" stroke="#bbb" fill="none"/>';
  return btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="44" viewBox="0 0 110 44"><rect width="110" height="44" fill="#f4f1fb"/>${noise}${digits}</svg>`,
  );
}

export function captchaRequired(ctx: MockContext, username: string): boolean {
  return (ctx.db.state.failedLogins[username.toLowerCase()] ?? 0) >= ctx.controls.captchaAfter;
}

/** Refuse a wrong or missing captcha; a used captcha is spent either way. */
function spendCaptcha(ctx: MockContext, captcha: string | undefined): void {
  const state = captchaState(ctx);
  const ok = !!captcha && !!state.code && captcha.trim() === state.code;
  state.code = '';
  if (!ok) fail('captcha.error', { captcha: true });
}

/** Login: the captcha is checked only once failed logins have made it due. */
export function checkCaptcha(ctx: MockContext, username: string, captcha: string | undefined): void {
  if (captchaRequired(ctx, username)) spendCaptcha(ctx, captcha);
}

export function recordFailedLogin(ctx: MockContext, username: string): never {
  const key = username.toLowerCase();
  ctx.db.state.failedLogins[key] = (ctx.db.state.failedLogins[key] ?? 0) + 1;
  return fail('login.fail', { captcha: captchaRequired(ctx, username) });
}

// ---- SMS codes ----------------------------------------------------------------------------

type SmsPurpose = 'register' | 'noLogin';
interface SmsCode {
  code: string;
  expiresAt: number;
}

const smsCodes = (ctx: MockContext) => ctx.db.slice<Record<string, SmsCode>>('smsCodes', () => ({}));
const smsKey = (purpose: SmsPurpose, dialingCode: string, mobileNum: string) => `${purpose}:${dialingCode}${mobileNum}`;

function checkMobile(dialingCode: unknown, mobileNum: unknown): asserts mobileNum is string {
  if (typeof dialingCode !== 'string' || !RULES.dialingCode.test(dialingCode)) fail('validation.error');
  if (typeof mobileNum !== 'string' || !RULES.mobile.test(mobileNum)) fail('validation.error');
}

/** Send a 6-digit code to a number (shown to the person demoing); refused while one is live. */
function sendSmsCode(ctx: MockContext, purpose: SmsPurpose, dialingCode: string, mobileNum: string) {
  const key = smsKey(purpose, dialingCode, mobileNum);
  const live = smsCodes(ctx)[key];
  if (live && live.expiresAt > Date.now()) fail('verification.code.live');
  const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const expirationTime = Date.now() + SMS_CODE_TTL_MS;
  smsCodes(ctx)[key] = { code, expiresAt: expirationTime };
  ctx.notify('sms', { smsCode: code });
  return { expirationTime };
}

/** A wrong or expired code fails with "Verification code error"; `spend` uses it up. */
function verifySmsCode(
  ctx: MockContext,
  purpose: SmsPurpose,
  dialingCode: string,
  mobileNum: string,
  code: unknown,
  spend = true,
): void {
  const key = smsKey(purpose, dialingCode, mobileNum);
  const sent = smsCodes(ctx)[key];
  if (!sent || sent.expiresAt <= Date.now() || typeof code !== 'string' || sent.code !== code.trim())
    fail('verification.code.error');
  if (spend) delete smsCodes(ctx)[key];
}

// ---- the third-party phone service's stand-in (mock.phoneVerification) -------------------------

interface PhoneService {
  /** International number → the code sent to it. */
  codes: Record<string, SmsCode>;
  /** ID token → the number it vouches for, spent by the call that uses it. */
  tokens: Record<string, string>;
}
const phoneService = (ctx: MockContext) =>
  ctx.db.slice<PhoneService>('phoneService', () => ({ codes: {}, tokens: {} }));
const INTERNATIONAL_NUMBER = /^\+\d{9,15}$/;

/** The service sends a 6-digit code to the number (shown to the person demoing, like the platform's). */
function sendPhoneServiceCode(ctx: MockContext, phoneNumber: unknown): void {
  if (typeof phoneNumber !== 'string' || !INTERNATIONAL_NUMBER.test(phoneNumber)) fail('validation.error');
  const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  phoneService(ctx).codes[phoneNumber as string] = { code, expiresAt: Date.now() + SMS_CODE_TTL_MS };
  ctx.notify('sms', { smsCode: code });
}

/** The service's ID token for a code it sent, as Firebase answers a confirmed code. */
function phoneServiceToken(ctx: MockContext, phoneNumber: string, code: unknown): { idToken: string } {
  const service = phoneService(ctx);
  const sent = service.codes[phoneNumber];
  if (!sent || sent.expiresAt <= Date.now() || sent.code !== code) fail('verification.code.error');
  delete service.codes[phoneNumber];
  const idToken = `mock-phone-${randomDigits(16)}`;
  service.tokens[idToken] = phoneNumber;
  return { idToken };
}

/**
 * The number's proof: the phone service's token when the call carries one (third-party
 * verification), else the platform's own SMS code. A wrong one fails with "Verification code error".
 */
function verifyPhone(
  ctx: MockContext,
  purpose: SmsPurpose,
  dialingCode: string,
  mobileNum: string,
  proof: { verificationCode?: unknown; firebaseIdToken?: unknown },
  spend = true,
): void {
  if (proof.firebaseIdToken === undefined)
    return verifySmsCode(ctx, purpose, dialingCode, mobileNum, proof.verificationCode, spend);
  const { tokens } = phoneService(ctx);
  const token = String(proof.firebaseIdToken);
  if (tokens[token] !== internationalNumber(dialingCode, mobileNum)) fail('verification.code.error');
  if (spend) delete tokens[token];
}

// ---- users and sessions -------------------------------------------------------------------

/** Open a session for a user who passed the checks: the answer every login flavour shares. */
export function startSession(ctx: MockContext, user: MockUser): LoginValue {
  if (user.status !== 'active') fail('member.disabled');
  delete ctx.db.state.failedLogins[user.username.toLowerCase()];
  const session = ctx.db.openSession(user, ctx.merchantCode);
  return { token: session.token, userName: user.username, customerType: user.type, firstTimeLogin: false };
}

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

function createUser(ctx: MockContext, fields: Partial<MockUser> & Pick<MockUser, 'username' | 'password'>): MockUser {
  const user: MockUser = {
    id: `u-${fields.username.toLowerCase()}`,
    type: 0,
    status: 'active',
    nickname: fields.username,
    balance: 0,
    mobileNum: '',
    countryDialingCode: '',
    email: '',
    realName: '',
    memberLabel: [],
    clubLabel: null,
    unreadMail: 0,
    parentId: null,
    registerTime: new Date().toISOString(),
    avatar: 'STATIC:1',
    avatarType: 'STATIC',
    ...fields,
  };
  ctx.db.state.users.push(user);
  return user;
}

/** The mock database's slice of referrals: new member → the member who referred them. */
export const REFERRALS_SLICE = 'referrals';

/** A user name nobody has yet, e.g. a generated account number or a trial name. */
function freeUsername(ctx: MockContext, prefix: string): string {
  let name: string;
  do name = `${prefix}${randomDigits(8)}`;
  while (ctx.db.userByName(name));
  return name;
}

function checkNewPassword(password: unknown, confirm: unknown): asserts password is string {
  if (typeof password !== 'string' || !PASSWORD_RULE.test(password)) fail('validation.error');
  if (confirm !== password) fail('validation.error');
}

function checkAffiliate(code: string): void {
  if (!affiliateCodes.some((a) => a.code.toLowerCase() === code.trim().toLowerCase())) fail('affiliate.invalid');
}

const SETTINGS = registerSettings as RegisterSettings;

/** Every optional field against its register setting; the captcha is spent when enabled. */
function checkRegisterFields(ctx: MockContext, payload: RegisterPayload, skip: string[]): void {
  for (const name of REGISTER_FIELDS) {
    const setting = SETTINGS[name];
    const value = String(payload[name] ?? '').trim();
    if (!setting.enabled || skip.includes(name)) continue;
    if (!value) {
      if (setting.required) fail('validation.error');
      continue;
    }
    if (value.length < setting.minLength || value.length > setting.maxLength) fail('validation.error');
    if (setting.acceptedPattern !== '*' && !new RegExp(setting.acceptedPattern, 'u').test(value))
      fail('validation.error');
  }
  if (SETTINGS.captcha.enabled) spendCaptcha(ctx, payload.captcha);
  if (payload.affiliateCode) checkAffiliate(payload.affiliateCode);
}

function register(ctx: MockContext<RegisterPayload>, byMobile: boolean): RegisterValue {
  const p = ctx.payload;
  if (p.type !== 0 || !REGISTER_METHODS.includes(p.registerMethod) || !p.registerUrl || !p.domain)
    fail('validation.error');
  checkNewPassword(p.password, p.confirmPassword);
  let username: string;
  if (byMobile) {
    checkMobile(p.countryDialingCode, p.mobileNum);
    if (ctx.db.userByMobile(p.countryDialingCode!, p.mobileNum)) fail('validation.error');
    username = freeUsername(ctx, 'm');
  } else {
    if (!p.username || !RULES.username.test(p.username)) fail('validation.error');
    if (ctx.db.userByName(p.username!)) fail('username.exists');
    username = p.username!;
  }
  checkRegisterFields(ctx, p, byMobile ? ['mobileNum', 'captcha'] : ['captcha']);
  if (byMobile && siteFlags(ctx.controls.flags).REGMOBVERF3)
    verifyPhone(ctx, 'register', p.countryDialingCode!, p.mobileNum!, p);
  const parent = p.affiliateCode
    ? affiliateCodes.find((a) => a.code.toLowerCase() === p.affiliateCode!.trim().toLowerCase())
    : undefined;
  // Who referred the new member (a member's referral link): kept, as the platform keeps it.
  const recommender = p.recommenderId?.trim();
  if (recommender) ctx.db.slice<Record<string, string>>(REFERRALS_SLICE, () => ({}))[username] = recommender;
  const user = createUser(ctx, {
    username,
    password: p.password,
    nickname: p.nickname?.trim() || username,
    realName: p.payeeName?.trim() ?? '',
    email: p.email?.trim() ?? '',
    mobileNum: p.mobileNum ?? '',
    countryDialingCode: p.mobileNum ? (p.countryDialingCode ?? '') : '',
    parentId: parent ? (ctx.db.userByName(parent.agent)?.id ?? null) : null,
  });
  return { ...startSession(ctx, user), account: user.username };
}

// ---- handlers -----------------------------------------------------------------------------

export const authHandlers: DomainHandlers = {
  login: (ctx) => {
    const { username = '', password = '', captcha, type, countryDialingCode } = ctx.payload;
    if (type === 'firebase') {
      const { firebaseMobileNo, firebaseIdToken, firebaseChannel } = ctx.payload;
      if (firebaseChannel !== 'sms') fail('validation.error');
      checkMobile(countryDialingCode, firebaseMobileNo);
      const byPhone = ctx.db.userByMobile(countryDialingCode!, firebaseMobileNo);
      if (!byPhone) return fail('mobile.not.exist');
      verifyPhone(ctx, 'noLogin', countryDialingCode!, firebaseMobileNo, { firebaseIdToken });
      return startSession(ctx, byPhone);
    }
    if (type === 'sms') {
      checkMobile(countryDialingCode, username);
      const byPhone = ctx.db.userByMobile(countryDialingCode!, username);
      if (!byPhone) return fail('mobile.not.exist');
      verifySmsCode(ctx, 'noLogin', countryDialingCode!, username, password);
      return startSession(ctx, byPhone);
    }
    if (type !== 'username') fail('validation.error');
    if (!RULES.username.test(username)) fail('validation.error');
    checkCaptcha(ctx, username, captcha);
    const user = ctx.db.userByName(username);
    if (!user) return fail('member.not.exist');
    if (user.status !== 'active') fail('member.disabled');
    if (user.type === TRIAL_TYPE) fail('member.not.member');
    if (user.password !== password) return recordFailedLogin(ctx, username);
    return startSession(ctx, user);
  },
  // Ends the session the payload names, if it is the caller's own: a token alone ends no one else's.
  logout: (ctx) => {
    const token = ctx.session?.token;
    if (token && ctx.payload?.token === token) ctx.db.closeSession(token);
  },
  sessionRenew: (ctx) => {
    const user = member(ctx);
    return { token: ctx.session!.token, userName: user.username, customerType: user.type, firstTimeLogin: false };
  },
  captcha: (ctx) => newCaptcha(ctx),

  trialAccount: (ctx) => {
    const username = freeUsername(ctx, 'trial');
    const password = `t${randomDigits(9)}`;
    createUser(ctx, { username, password, type: TRIAL_TYPE, nickname: username, balance: 2000 });
    ctx.db.save();
    return { username, password };
  },
  trialLogin: (ctx) => {
    const { username = '', password = '', merchantCode } = ctx.payload;
    const trialMerchant = getConfig().trialMerchantCode;
    if (trialMerchant && merchantCode !== trialMerchant) fail('validation.error');
    const user = ctx.db.userByName(username);
    if (!user || user.type !== TRIAL_TYPE) return fail('member.not.exist');
    if (user.password !== password) return fail('login.fail');
    return startSession(ctx, user);
  },
  demoSocialLogin: (ctx) => {
    const identity = readDemoIdToken(ctx.payload.idToken);
    if (!identity || identity.provider !== ctx.payload.provider) return fail('validation.error');
    const username = identity.account;
    const user = ctx.db.userByName(username) ?? createUser(ctx, { username, password: `s${randomDigits(12)}` });
    return startSession(ctx, user);
  },

  register: (ctx) => register(ctx, false),
  registerMobile: (ctx) => register(ctx, true),
  registerSettings: () => SETTINGS,
  registerValidation: () => passwordRules,
  usernameCheck: (ctx) => {
    const { username = '' } = ctx.payload;
    if (!RULES.username.test(username)) fail('validation.error');
    if (ctx.db.userByName(username)) fail('username.exists');
    return true;
  },
  affiliateCheck: (ctx) => {
    const { code = '', domain } = ctx.payload;
    if (!domain) fail('validation.error');
    checkAffiliate(code);
    return true;
  },
  smsRegister: (ctx) => {
    const { countryDialingCode, mobileNum } = ctx.payload;
    checkMobile(countryDialingCode, mobileNum);
    if (ctx.db.userByMobile(countryDialingCode, mobileNum)) fail('validation.error');
    return sendSmsCode(ctx, 'register', countryDialingCode, mobileNum);
  },
  smsNoLogin: (ctx) => {
    const { countryDialingCode, mobileNum } = ctx.payload;
    checkMobile(countryDialingCode, mobileNum);
    if (!ctx.db.userByMobile(countryDialingCode, mobileNum)) fail('mobile.not.exist');
    return sendSmsCode(ctx, 'noLogin', countryDialingCode, mobileNum);
  },
  setPasswordByPhone: (ctx) => {
    const { newPassword, mobileNum, countryDialingCode } = ctx.payload;
    checkMobile(countryDialingCode, mobileNum);
    checkNewPassword(newPassword, newPassword);
    const user = ctx.db.userByMobile(countryDialingCode, mobileNum);
    if (!user) return fail('mobile.not.exist');
    // A same-as-old refusal keeps the code usable: the player only retypes the password.
    verifyPhone(ctx, 'noLogin', countryDialingCode, mobileNum, ctx.payload, false);
    if (user.password === newPassword) fail('modify.new.old.same');
    verifyPhone(ctx, 'noLogin', countryDialingCode, mobileNum, ctx.payload);
    user.password = newPassword;
    return { username: user.username };
  },
  demoPhoneCode: (ctx) => sendPhoneServiceCode(ctx, ctx.payload.phoneNumber),
  demoPhoneToken: (ctx) => phoneServiceToken(ctx, ctx.payload.phoneNumber, ctx.payload.code),
  forgotPasswordEmail: (ctx) => {
    const username = String(ctx.payload.username ?? '').trim();
    const email = String(ctx.payload.email ?? '').trim();
    if (!RULES.username.test(username) || !RULES.email.test(email)) fail('validation.error');
    const user = ctx.db.userByName(username);
    if (!user || user.status !== 'active') return fail('member.not.exist');
    if (user.email.toLowerCase() !== email.toLowerCase()) fail('validation.error');
    ctx.notify('email', { email });
  },
  changePassword: (ctx) => {
    const user = member(ctx);
    const { oldPassword, newPassword, confirmNewPassword } = ctx.payload;
    if (user.type === TRIAL_TYPE) fail('trial.forbidden');
    if (user.password !== oldPassword) fail('password.old.error');
    checkNewPassword(newPassword, confirmNewPassword);
    if (newPassword === oldPassword) fail('modify.new.old.same');
    user.password = newPassword;
  },
};
