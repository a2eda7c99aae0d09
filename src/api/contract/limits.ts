/**
 * The gateway's limits (the specs' §9, DECISIONS §3 and the demo's business rules), used by the
 * payload schemas. The mock's withdrawal limits and the registration rules of its fixtures are its own;
 * mock-server/contract.test.ts checks they agree.
 */
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  PROMOTION_COMMENT_MAX_CHARS,
} from '../types/member';
import { SEARCH_NAME_MAX } from '../types/games';
import { DEMO_BET_MAX_STAKE, DEMO_BET_MIN_STAKE } from '../types/lottery';

/** Column sizes and paging caps (the spec leaves them out; generous but bounded). */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NO = 100_000;
export const ID_MAX = 64;
export const CODE_MAX = 32;
export const TOKEN_MAX = 512;
export const URL_MAX = 2048;
export const TEXT_MAX = 255;
export { SEARCH_NAME_MAX as SEARCH_MAX };
export const FIREBASE_TOKEN_MAX = 4096;

/** DECISIONS §3: usernames 4-16 letters or digits, passwords 6-16 characters, mobile numbers 8-11 digits. */
export {
  CAPTCHA_MAX,
  EMAIL_MAX,
  MOBILE_MAX,
  MOBILE_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_PATTERN as SMS_CODE,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@/config/constants';
export const DIALING_CODE = /^\+\d{1,4}$/;
export const DIALING_CODE_MAX = 5;

/** Member calls (accounts-and-access §9 and the demo's rules). */
export const WITHDRAW_MIN = 100;
export const WITHDRAW_MAX = 50_000;
export const PAYMENT_PASSWORD = /^\d{6}$/;
export const NICKNAME_MAX = 20;
/** Free texts of a member (feedback, promotion comments): plain numbers in ../types/member.ts, which the screens use too. */
export {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  PROMOTION_COMMENT_MAX_CHARS,
};
/** Feedback images are sent as data URLs (base64: 4 characters per 3 bytes, plus the `data:…;base64,` prefix). */
export const FEEDBACK_IMAGE_MAX_CHARS = Math.ceil((FEEDBACK_IMAGE_MAX_BYTES * 4) / 3) + 32;
export const FEEDBACK_IMAGE = /^data:image\/(png|jpeg);base64,/;

/** Demo-only calls: a round of a demo game and the demo lottery bet. */
export const DEMO_GAME_MAX_STAKE = 1_000;
export { DEMO_BET_MAX_STAKE, DEMO_BET_MIN_STAKE };

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const NOT_BLANK = /\S/;
