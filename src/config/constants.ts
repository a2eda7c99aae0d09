/** Timing and size constants shared by the shell (feature constants live in each feature). */
export const TOAST_MS = {
  /** Short notices (not logged in, copied…): games-and-content §9's default 1.5 s. */
  info: 1_500,
  /** Error messages: accounts-and-access §9's default 3 s (the 3 s of games-and-content §9), longer to read. */
  error: 3_000,
  /** Success notices: 1 s in both specs. */
  success: 1_000,
} as const;

/** Loading notices give up after this long unless the spec names another value. */
export const LOADING_TIMEOUT_MS = 10_000;
/** accounts-and-access §9: forgot password (email) and free trial give up after 9999 ms, their loading notice and the calls it waits for. */
export const AUTH_WAIT_TIMEOUT_MS = 9_999;

/** How often the site status is re-read in the background (maintenance / region gate). */
export const STATUS_REFRESH_MS = 30_000;
/** The vendor sorting list stays fresh this long (home sections, tab bar and footer share one copy). */
export const VENDOR_SORTING_STALE_MS = 5 * 60_000;
/** Refetch debounce after a language change. */
export const LANGUAGE_REFETCH_DEBOUNCE_MS = 250;
/** Form error revalidation debounce after a language change. */
export const REVALIDATE_DEBOUNCE_MS = 200;

/**
 * Shared login rules (DECISIONS §3): login, registration, open account, payment-password proof; the payload
 * schemas read them too (src/api/contract/limits.ts). Usernames: 4-16 letters or digits, a letter first.
 */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 16;
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}$`);
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** Mobile numbers: 8-11 digits; SMS codes: 6 digits. */
export const MOBILE_MIN = 8;
export const MOBILE_MAX = 11;
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_MIN},${MOBILE_MAX}}$`);
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const CAPTCHA_MAX = 16;
/** accounts-and-access §5, every email field: under 255 characters; word characters, optional dotted parts, @, a domain of 1-3 parts of 2-3 letters. */
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = /^\w+([.-]\w+)*@\w+(\.[A-Za-z]{2,3}){1,3}$/;

/** Member types: 0 member, 4 trial, 40 non-agent; everything else is an agent. */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number | undefined | null) => type != null && !NON_AGENT_TYPES.includes(type);
export const isTrialType = (type: number | undefined | null) => type === TRIAL_TYPE;
