import { AUTH_WAIT_TIMEOUT_MS } from '../../config/constants';
import { endpoint } from '../endpoint';
import type {
  AffiliateCheckPayload,
  ChangePasswordPayload,
  DemoPhoneCodePayload,
  DemoPhoneTokenPayload,
  DemoPhoneTokenValue,
  ForgotPasswordEmailPayload,
  LoginPayload,
  LoginValue,
  LogoutPayload,
  RegisterPayload,
  RegisterSettings,
  RegisterValidation,
  RegisterValue,
  SetPasswordByPhonePayload,
  SetPasswordByPhoneValue,
  SmsCodePayload,
  SmsCodeValue,
  SocialLoginPayload,
  TrialUser,
  UsernameCheckPayload,
} from '../types/auth';

export const authEndpoints = {
  login: endpoint<LoginPayload, LoginValue>({
    method: 'POST',
    path: '/wps/session/login',
    token: 'none',
    encrypted: true,
    read: 'valueOrData',
  }),
  // The spec names DELETE for logout; DECISIONS lists POST. The spec wins (README, "Decisions").
  // Its payload is the token (§7), sent as the body: the session it ends.
  logout: endpoint<LogoutPayload, void>({ method: 'DELETE', path: '/wps/session/logout', token: 'required' }),
  sessionRenew: endpoint<void, LoginValue>({
    method: 'GET',
    path: '/wps/session/renew',
    token: 'required',
    silent: true,
  }),
  trialAccount: endpoint<void, TrialUser>({
    method: 'GET',
    path: '/wps/member/trial',
    token: 'none',
    moduleId: 'FREEPLAY',
    timeoutMs: AUTH_WAIT_TIMEOUT_MS,
  }),
  trialLogin: endpoint<LoginPayload, LoginValue>({
    method: 'POST',
    path: '/wps/session/trial/login',
    token: 'none',
    moduleId: 'FREEPLAY',
    encrypted: true,
    timeoutMs: AUTH_WAIT_TIMEOUT_MS,
  }),
  /** The demo backend's stand-in for a provider's sign-in (the demo's consent page); no platform call. */
  demoSocialLogin: endpoint<SocialLoginPayload, LoginValue>({
    method: 'POST',
    path: '/wps/demo/session/social',
    token: 'none',
    encrypted: true,
  }),
  /** The demo backend's stand-in for the third-party phone service (sends a code, vouches for it); no platform call. */
  demoPhoneCode: endpoint<DemoPhoneCodePayload, void>({
    method: 'POST',
    path: '/wps/demo/phone/code',
    token: 'none',
  }),
  demoPhoneToken: endpoint<DemoPhoneTokenPayload, DemoPhoneTokenValue>({
    method: 'POST',
    path: '/wps/demo/phone/token',
    token: 'none',
  }),
  register: endpoint<RegisterPayload, RegisterValue>({
    method: 'PUT',
    path: '/wps/member/register',
    token: 'none',
    moduleId: 'USERNAMEREG3',
    encrypted: true,
  }),
  registerMobile: endpoint<RegisterPayload, RegisterValue>({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    token: 'none',
    moduleId: 'MOBILENUMREG3',
    encrypted: true,
  }),
  registerSettings: endpoint<void, RegisterSettings>({
    method: 'GET',
    path: '/wps/system/setting/register',
    token: 'none',
  }),
  registerValidation: endpoint<void, RegisterValidation>({
    method: 'GET',
    path: '/wps/system/setting/register/validation',
    token: 'none',
  }),
  usernameCheck: endpoint<UsernameCheckPayload, boolean>({
    method: 'GET',
    path: '/wps/member/username/check',
    token: 'none',
  }),
  affiliateCheck: endpoint<AffiliateCheckPayload, boolean>({
    method: 'GET',
    path: '/wps/member/affiliate/check',
    token: 'none',
  }),
  captcha: endpoint<void, string>({ method: 'GET', path: '/wps/captcha', token: 'none' }),
  smsRegister: endpoint<SmsCodePayload, SmsCodeValue>({
    method: 'POST',
    path: '/wps/verification/sms/register',
    token: 'none',
  }),
  smsNoLogin: endpoint<SmsCodePayload, SmsCodeValue>({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    token: 'none',
  }),
  setPasswordByPhone: endpoint<SetPasswordByPhonePayload, SetPasswordByPhoneValue>({
    method: 'POST',
    path: '/wps/member/password/mobile',
    token: 'none',
    encrypted: true,
  }),
  forgotPasswordEmail: endpoint<ForgotPasswordEmailPayload, void>({
    method: 'POST',
    path: '/wps/member/password/email',
    token: 'none',
    body: 'form',
    timeoutMs: AUTH_WAIT_TIMEOUT_MS,
  }),
  changePassword: endpoint<ChangePasswordPayload, void>({
    method: 'POST',
    path: '/wps/member/password/v2',
    token: 'required',
  }),
};
