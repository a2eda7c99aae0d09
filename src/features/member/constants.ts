/** Unread counts above this read "99+". */
export const UNREAD_BADGE_MAX = 99;

/** STATIC avatars are names under this folder of the image CDN, plus `.png`. */
export const AVATAR_CDN_FOLDER = 'avatar';
export const AVATAR_EXTENSION = '.png';
/** The built-in avatars a player can pick (avatar1 … avatar8). */
export const STATIC_AVATAR_NAMES: readonly string[] = Array.from({ length: 8 }, (_, i) => `avatar${i + 1}`);
/** Avatar sizes in CSS pixels (fixed width and height, no layout shift). */
export const AVATAR_SIZE = { large: 72, small: 48, pick: 60 } as const;

// Typed amounts are read by `parseAmount` (lib/amount.ts) whatever the UI language: a phone's decimal
// keypad shows a comma or a dot by the phone's locale. Amounts take at most two decimals, so a last
// mark followed by up to two digits (or none yet, "60,") is the decimal mark; three digits are a group
// when the number is unambiguous (several groups, or the other mark as decimal mark).
/** Digits with an optional decimal comma or dot: "60,50", "60.5", "60,". */
export const AMOUNT_PLAIN = /^(\d+)(?:[.,](\d{0,2}))?$/;
/**
 * Thousands grouped by one mark, then optionally the other as decimal mark: "1.000", "1,000.50", "1.000,50".
 * A first group of 0 is no grouping ("0.111" is refused, not read as 111).
 */
export const AMOUNT_GROUPED = /^([1-9]\d{0,2}(?:([.,])\d{3})+)(?:(?!\2)[.,](\d{0,2}))?$/;
/**
 * One mark before the last three digits ("1.000", "60,505") is 1000 in one language and a number with three
 * decimals in another: refused rather than guessed, as money must not move by a misreading.
 */
export const AMOUNT_AMBIGUOUS = /^\d{1,3}[.,]\d{3}$/;
/** What the amount field drops of what is typed or pasted: all but digits and the two marks. */
export const AMOUNT_DROPPED_CHARS = /[^\d.,]/g;
/** Payment passwords are six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const PAYMENT_PASSWORD_LENGTH = 6;
/** The input of a payment password: digits only, a numeric keypad, its length, never autofilled. */
export const PAYMENT_PASSWORD_INPUT = {
  digitsOnly: true,
  purpose: 'paymentPassword',
  maxLength: PAYMENT_PASSWORD_LENGTH,
} as const;
/** Rows per page of the transaction records and the inbox. */
export const TRANSACTION_PAGE_SIZE = 20;
export const MAIL_PAGE_SIZE = 20;

/** Transaction record filters: `A` is all; the others are single types (D deposit, W withdrawal, B bet, P payout, R reward). */
export const TRANSACTION_FILTERS = ['A', 'D', 'W', 'B', 'P', 'R'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
/** Date ranges offered by the records screen, in days back from today (1 = today only). */
export const RECORD_RANGES = { today: 1, last7: 7, last30: 30 } as const;
export type RecordRange = keyof typeof RECORD_RANGES;
export const DEFAULT_RECORD_RANGE: RecordRange = 'last7';

/** Profile rules of the my-account form (the spec is silent; the mock enforces the same). */
export const NICKNAME_MAX = 20;
/** The email rule of accounts-and-access §5, shared with the auth forms. */
export { EMAIL_MAX, EMAIL_PATTERN } from '@/config/constants';

/** Feedback (accounts-and-access §9, games-and-content §5): the gateway's limits, checked before sending. */
export {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
} from '@/api/types/member';
