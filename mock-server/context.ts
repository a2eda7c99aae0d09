import type { EndpointName, Endpoints } from '@/api/endpoints';
import type { ReqOf, ResOf } from '@/api/endpoint';
import type { LanguageCode } from '@/api/types/common';
import type { MockControls } from './controls';
import type { MockDb, MockSession, MockUser } from './db';
import { VALIDATION_CODES } from '@/api/contract/request';

/**
 * Every error code the mock answers a failed call with (HTTP 200, 400 or 401): the single list the
 * client's message table (src/api/errors.ts) is tested against, so a new code without a message
 * fails tests/unit/error-codes.test.ts. `fail` takes only these.
 */
export const MOCK_ERROR_CODES = [
  'login.not.session',
  'permission.denied',
  'member.not.exist',
  'member.disabled',
  'login.fail',
  'username.exists',
  'affiliate.invalid',
  'verification.code.error',
  'verification.code.live',
  'member.not.member',
  'trial.forbidden',
  'url.empty',
  'modify.new.old.same',
  'password.old.error',
  'captcha.error',
  'validation.error',
  'balance.insufficient',
  'payment.password.error',
  'mobile.not.exist',
  'envelope.invalid',
  'lottery.closed',
  'order.closed',
  ...Object.values(VALIDATION_CODES),
] as const;
export type MockErrorCode = (typeof MOCK_ERROR_CODES)[number];

/** Codes answered only with a 5xx status, which the client reads as "load failed" whatever the code. */
export const MOCK_SERVER_ERROR_CODES = ['system.error', 'mock.not.implemented'] as const;
export type MockServerErrorCode = (typeof MOCK_SERVER_ERROR_CODES)[number];

/** What a domain handler sees of one request. */
export interface MockContext<Req = unknown> {
  name: EndpointName;
  /** Query parameters (GET, as strings), or the JSON / form / decrypted body. */
  payload: Req;
  headers: Record<string, string>;
  language: LanguageCode;
  merchantCode: string;
  db: MockDb;
  controls: MockControls;
  /** The session's user: always set for token-required calls, maybe for optional ones. */
  user: MockUser | null;
  session: MockSession | null;
  /** Show a notice to the person demoing (SMS codes, captcha answers): no phone receives them. */
  notify(message: string, detail?: Record<string, unknown>): void;
}

/** A business failure: `success: false` with an error code of src/api/errors.ts (HTTP 200). */
export class MockFailure extends Error {
  constructor(
    readonly errorCode: MockErrorCode,
    readonly value?: unknown,
    readonly status = 200,
  ) {
    super(errorCode);
  }
}

export const fail = (errorCode: MockErrorCode, value?: unknown, status?: number): never => {
  throw new MockFailure(errorCode, value, status);
};

type Handler<K extends EndpointName> = (
  ctx: MockContext<ReqOf<Endpoints[K]>>,
) => ResOf<Endpoints[K]> | Promise<ResOf<Endpoints[K]>>;

/** A domain's handlers, typed by the endpoint table: a handler must answer the call's response type. */
export type DomainHandlers = { [K in EndpointName]?: Handler<K> };

/** The user of a token-required call (the server has already refused calls without a session). */
export function member(ctx: MockContext): MockUser {
  if (!ctx.user) return fail('login.not.session', undefined, 401);
  return ctx.user;
}
