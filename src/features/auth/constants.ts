import { AUTH_WAIT_TIMEOUT_MS, LOADING_TIMEOUT_MS, TOAST_MS } from '@/config/constants';
/** Numbers of accounts-and-access §4-§5, §9 and DECISIONS §3, named once. */

/** SMS code countdown: default state in seconds and tick interval. */
export const SMS_COUNTDOWN_DEFAULT_S = 60;
export const SMS_COUNTDOWN_TICK_MS = 500;
/** "SMS sent" toast. */
export const SMS_SENT_TOAST_MS = 1_500;

/** Forgot password (email) and free trial: the loading notice gives up after this long. */
export const FORGOT_LOADING_MS = AUTH_WAIT_TIMEOUT_MS;
export const TRIAL_LOADING_MS = AUTH_WAIT_TIMEOUT_MS;
/** Success notices (forgot password, change saved): the shell's success toast. */
export const SUCCESS_TOAST_MS = TOAST_MS.success;
/** Change password: "Please wait" for up to the shell's loading time-out (10 s); then /m/home 1 s after "Change saved". */
export const CHANGE_PASSWORD_LOADING_MS = LOADING_TIMEOUT_MS;
export const CHANGE_PASSWORD_REDIRECT_MS = 1_000;
/**
 * A blur's field message waits for the click of the press under way (lib/after-press.ts); a press whose click
 * never comes lets it show this long after the pointer went up, well after any tap's click.
 */
export const PRESS_RELEASE_GRACE_MS = 1_000;

/** Shared login rules (DECISIONS §3). */
export {
  CAPTCHA_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
} from '@/config/constants';

/** Dialling code offered before the country list loads (the demo's phone accounts are +84). */
export const DEFAULT_DIALING_CODE = '+84';
/** The banner group of the login, register and forget pages (games-and-content §3 groups). */
export const AUTH_BANNER_GROUP = 'm_reg';
/** Registration type of the payload (accounts-and-access §9). */
export const REGISTER_TYPE = 0;
/** The remember-password box is ticked on a first visit (accounts-and-access §2). */
export const REMEMBER_PASSWORD_DEFAULT = true;
/**
 * Query parameters of a social sign-in's round trip: the start URL gets `returnUrl` (this site's
 * /m/login with `returnTo`, where the player was going); the platform comes back to it with the
 * token link's `token`, or with `socialError` (any value) when the sign-in failed or was cancelled.
 */
export const RETURN_URL_PARAM = 'returnUrl';
export const RETURN_TO_PARAM = 'returnTo';
export const SOCIAL_ERROR_PARAM = 'socialError';
