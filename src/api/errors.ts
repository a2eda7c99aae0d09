import type { EndpointDef, MoneyOrder } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';

/**
 * Why a call failed, as far as the user needs to know. A money call that timed out ends as
 * `notCompleted` (the platform never received it) or `unconfirmed` (its outcome could not be read back).
 * `doneUnread`: a call with a side effect (`sideEffect` in its row) was answered with the platform's
 * success, so it was done, but its answer cannot be read; `useActionMutation` makes it a success.
 */
export type ApiErrorKind =
  'network' | 'timeout' | 'server' | 'unauthorized' | 'business' | 'notCompleted' | 'unconfirmed' | 'doneUnread';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    readonly errorCode?: string,
    readonly serverMessage?: string,
    /** The envelope's value on a failure (e.g. `{ captcha: true }` after a failed login). */
    readonly value?: unknown,
    readonly status?: number,
  ) {
    super(`${endpoint}: ${kind}${errorCode ? ` (${errorCode})` : ''}`);
    this.name = 'ApiError';
  }
}

export const UNAUTHORIZED_CODE = 'login.not.session';

/**
 * The platform may or may not have acted on the call: no answer in time, a 5xx (a gateway's 502 or
 * 504 can come after the platform took it), a connection lost once the call was on its way. Money
 * orders are read back after these; a token link's check is tried again.
 */
export const outcomeUnknown = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'server' || error.kind === 'network');

/**
 * Server error code → message key in the `common` namespace (locales/<lang>/common.json, "errors.*").
 * Every code the mock can send is listed; anything else reads "Unknown error".
 */
export const ERROR_CODE_MESSAGES: Record<string, string> = {
  [UNAUTHORIZED_CODE]: 'errors.notLoggedIn',
  'permission.denied': 'errors.noPermission',
  'member.not.exist': 'errors.userNotExist',
  'member.disabled': 'errors.userNotExist',
  'login.fail': 'errors.loginFailed',
  'username.exists': 'errors.usernameExists',
  'affiliate.invalid': 'errors.invalidInvitation',
  'verification.code.error': 'errors.verificationCode',
  'verification.code.live': 'errors.smsStillValid',
  'member.not.member': 'errors.nonMember',
  'member.not.agent': 'errors.nonAgent',
  'trial.forbidden': 'errors.trialForbidden',
  'system.upgrade': 'errors.systemUpgrade',
  'system.upgrading': 'errors.systemUpgrading',
  'url.empty': 'errors.urlEmpty',
  'modify.new.old.same': 'errors.sameAsOld',
  'password.old.error': 'errors.oldPasswordWrong',
  'captcha.error': 'errors.captchaWrong',
  'validation.error': 'errors.validation',
  // The gateway's payload rules: the first broken rule of a call names the field in `value.field`.
  'validation.required': 'errors.validationRequired',
  'validation.format': 'errors.validationFormat',
  'validation.length': 'errors.validationLength',
  'validation.range': 'errors.validationRange',
  'balance.insufficient': 'errors.insufficientBalance',
  'payment.password.error': 'errors.paymentPasswordWrong',
  'mobile.not.exist': 'errors.mobileNotExist',
  'envelope.invalid': 'errors.requestRejected',
  'lottery.closed': 'errors.lotteryClosed',
  'order.closed': 'moneyOrder.closed',
};

/**
 * The message key for a failed action (login, deposit, favourite…): a timeout or 5xx reads
 * "Request failed, please try again", since "click to retry" only makes sense where a retry
 * button is (a page load: see loadErrorMessageKey).
 */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.unknown';
  switch (error.kind) {
    case 'network':
      return 'errors.noNetwork';
    case 'timeout':
    case 'server':
      return 'errors.actionFailed';
    case 'unauthorized':
      return 'errors.notLoggedIn';
    case 'business':
      return (error.errorCode && ERROR_CODE_MESSAGES[error.errorCode]) || 'errors.unknown';
    case 'notCompleted':
    case 'unconfirmed':
      return `moneyOrder.${error.kind}.${moneyOrderOf(error.endpoint)}`;
    case 'doneUnread':
      return 'actionDone';
  }
}

/** The kind of order a money call places (`deposit`, `bet`…), named in its messages. */
export function moneyOrderOf(endpoint: string): MoneyOrder | undefined {
  return (ENDPOINTS[endpoint as EndpointName] as EndpointDef<unknown, unknown> | undefined)?.money;
}

/** The message key for a failed page or block load, shown on its retry button (DECISIONS §2). */
export function loadErrorMessageKey(error: unknown): string {
  return error instanceof ApiError && error.kind === 'network' ? 'errors.noNetwork' : 'errors.loadFailed';
}
