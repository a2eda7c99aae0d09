// @vitest-environment node
import * as auth from './constants';

/** The spec's numbers (accounts-and-access §4, §9), pinned: a changed constant fails here. */
describe('auth constants', () => {
  it.each([
    ['change-password loading, 10 s (§9)', auth.CHANGE_PASSWORD_LOADING_MS, 10_000],
    ['redirect after a password change, 1 s (§9)', auth.CHANGE_PASSWORD_REDIRECT_MS, 1_000],
    ['"SMS sent" toast, 1.5 s (§4, §9)', auth.SMS_SENT_TOAST_MS, 1_500],
    ['SMS countdown default, 60 s (§4, §9)', auth.SMS_COUNTDOWN_DEFAULT_S, 60],
    ['SMS countdown tick, 500 ms (§4, §9)', auth.SMS_COUNTDOWN_TICK_MS, 500],
    ['forgot-password loading time-out, 9999 ms (§9)', auth.FORGOT_LOADING_MS, 9_999],
    ['free-trial loading time-out, 9999 ms (§9)', auth.TRIAL_LOADING_MS, 9_999],
    ['success notices, 1 s (§9)', auth.SUCCESS_TOAST_MS, 1_000],
    ['registration type 0 (§9)', auth.REGISTER_TYPE, 0],
    ['captcha at most 16 characters (§5, §9)', auth.CAPTCHA_MAX, 16],
  ])('%s', (_, value, spec) => expect(value).toBe(spec));
});
