import type { LoginValue } from '@/api/types/auth';
import { fail, type DomainHandlers, type MockContext } from '../context';
import type { MockUser } from '../db';

/** The spec's shared login rules (DECISIONS §3). */
export const RULES = {
  username: /^[A-Za-z][A-Za-z0-9]{3,15}$/,
  password: /^.{6,16}$/,
  mobile: /^\d{8,11}$/,
  smsCode: /^\d{6}$/,
  captcha: /^.{1,16}$/,
};

interface CaptchaState { code: string }

const captchaState = (ctx: MockContext) => ctx.db.slice<CaptchaState>('captcha', () => ({ code: '' }));

/** A fresh 4-digit captcha as an SVG image (base64), announced to the person demoing. */
function newCaptcha(ctx: MockContext): string {
  const code = String(Math.floor(1000 + Math.random() * 9000));
  captchaState(ctx).code = code;
  ctx.notify(`captcha:${code}`, { captcha: code });
  const digits = [...code]
    .map((d, i) => `<text x="${14 + i * 24}" y="${30 + (i % 2 ? -4 : 4)}" transform="rotate(${i % 2 ? 8 : -8} ${14 + i * 24} 26)" font-family="Arial" font-size="26" font-weight="700" fill="hsl(${i * 80},60%,35%)">${d}</text>`)
    .join('');
  const noise = '<path d="M0 20 Q30 5 60 25 T120 18" stroke="#999" fill="none"/><path d="M0 34 Q40 44 80 30 T120 36" stroke="#bbb" fill="none"/>';
  return btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="110" height="44" viewBox="0 0 110 44"><rect width="110" height="44" fill="#f4f1fb"/>${noise}${digits}</svg>`);
}

export function captchaRequired(ctx: MockContext, username: string): boolean {
  return (ctx.db.state.failedLogins[username.toLowerCase()] ?? 0) >= ctx.controls.captchaAfter;
}

/** Refuse a wrong or missing captcha when one is due; a used captcha is spent either way. */
export function checkCaptcha(ctx: MockContext, username: string, captcha: string | undefined): void {
  if (!captchaRequired(ctx, username)) return;
  const state = captchaState(ctx);
  const ok = !!captcha && !!state.code && captcha.trim() === state.code;
  state.code = '';
  if (!ok) fail('captcha.error', { captcha: true });
}

export function recordFailedLogin(ctx: MockContext, username: string): never {
  const key = username.toLowerCase();
  ctx.db.state.failedLogins[key] = (ctx.db.state.failedLogins[key] ?? 0) + 1;
  return fail('login.fail', { captcha: captchaRequired(ctx, username) });
}

/** Open a session for a user who passed the checks: the answer every login flavour shares. */
export function startSession(ctx: MockContext, user: MockUser): LoginValue {
  if (user.status !== 'active') fail('member.disabled');
  delete ctx.db.state.failedLogins[user.username.toLowerCase()];
  const session = ctx.db.openSession(user, ctx.merchantCode);
  return { token: session.token, userName: user.username, customerType: user.type, firstTimeLogin: false };
}

export const authHandlers: DomainHandlers = {
  login: (ctx) => {
    const { username = '', password = '', captcha, type } = ctx.payload;
    if (type !== 'username') fail('validation.error');
    if (!RULES.username.test(username) || !RULES.password.test(password)) fail('validation.error');
    checkCaptcha(ctx, username, captcha);
    const user = ctx.db.userByName(username);
    if (!user) return fail('member.not.exist');
    if (user.status !== 'active') fail('member.disabled');
    if (user.password !== password) return recordFailedLogin(ctx, username);
    return startSession(ctx, user);
  },
  logout: (ctx) => {
    const token = ctx.session?.token;
    if (token) ctx.db.closeSession(token);
  },
  sessionRenew: (ctx) => {
    const user = ctx.user!;
    return { token: ctx.session!.token, userName: user.username, customerType: user.type, firstTimeLogin: false };
  },
  captcha: (ctx) => newCaptcha(ctx),
};
