import { ApiError, errorMessageKey, UNREADABLE_ANSWER_CODE } from '@/api';
import type { FieldError } from './rules';

/** A failed call as a field message (keys of the `common` namespace, shown next to the field). */
export const serverError = (error: unknown): FieldError => ({ key: `common:${errorMessageKey(error)}` });

/** Which field a server error code belongs to; unlisted codes are shown under the submit button. */
export function fieldOfError<F extends string>(error: unknown, byCode: Partial<Record<string, F>>): F | null {
  return error instanceof ApiError && error.errorCode ? (byCode[error.errorCode] ?? null) : null;
}

/** A failed login whose answer carries the captcha flag (accounts-and-access §4). */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && !!(error.value as { captcha?: boolean } | null | undefined)?.captcha;

/**
 * The platform answered with success in a body the app cannot read: whatever the call carried (an SMS
 * code) was used up, though the form got nothing for it.
 */
export const answeredUnread = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === UNREADABLE_ANSWER_CODE;
