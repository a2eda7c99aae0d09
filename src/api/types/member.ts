import type * as v from 'valibot';
import type * as c from '../contract/member';

// The member calls' payloads and answers, derived from their contract (src/api/contract/member.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

export type AvatarType = Out<typeof c.avatarType>;
export type MemberInfo = Out<typeof c.memberInfo>;
export type Wallet = Out<typeof c.wallet>;
export type HeadIcon = Out<typeof c.headIcon>;
export type HeadIconSetPayload = Out<typeof c.headIconSetPayload>;
export type FeedbackPayload = Out<typeof c.feedbackPayload>;
export type ChatUnread = Out<typeof c.chatUnread>;

/**
 * The gateway's limits of a member's free texts, checked by the contract (../contract/limits.ts)
 * and by the screens before sending: feedback (accounts-and-access §9: text 140 characters, png or
 * jpg images of 5 MB at most, 3 images) and promotion comments (games-and-content §5: 140 characters).
 */
export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const PROMOTION_COMMENT_MAX_CHARS = 140;

/** One page of a paged list; `pageNum` counts from 1 (the contract's `pagedList(item)`). */
export interface PagedList<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export type PageQuery = Out<typeof c.pageQuery>;
/** A date range of a record query, both ends inclusive, YYYY-MM-DD. */
export type DateRangeQuery = Out<typeof c.dateRangeQuery>;
export type AvailablePromotions = Out<typeof c.availablePromotions>;
export type PromotionCommentPayload = Out<typeof c.promotionCommentPayload>;

// Deposit (voucher centre)
export type DepositChannelType = Out<typeof c.depositChannelType>;
export type DepositChannel = Out<typeof c.depositChannel>;
export type DepositPayload = Out<typeof c.depositPayload>;
export type DepositResult = Out<typeof c.depositResult>;

// Withdrawal
export type BankCard = Out<typeof c.bankCard>;
export type WithdrawInfo = Out<typeof c.withdrawInfo>;
export type WithdrawPayload = Out<typeof c.withdrawPayload>;
export type WithdrawResult = Out<typeof c.withdrawResult>;

// Money orders looked up by their idempotency key (docs/decisions/member.md)
export type OrderStatusQuery = Out<typeof c.orderStatusQuery>;
/**
 * What became of the money call sent with a key: `COMPLETED` with the call's own answer,
 * `REFUSED` with its error code (nothing moved), or `NOT_RECEIVED`: no call with that key reached
 * the platform, and the key is now closed, so one arriving later is refused rather than carried out.
 */
export type OrderStatus = Out<typeof c.orderStatus>;

// Transaction records
/** D deposit, W withdrawal, B bet, P payout, R reward (bonus, rebate, sign-in, mall cash). `A` asks for all. */
export type TransactionType = Out<typeof c.transactionType>;
export type TransactionStatus = Out<typeof c.transactionStatus>;
export type TransactionRecord = Out<typeof c.transactionRecord>;
export type TransactionQuery = Out<typeof c.transactionQuery>;

// Inbox
export type Mail = Out<typeof c.mail>;
export type MailIdPayload = Out<typeof c.mailIdPayload>;

// Security
export type PaymentPasswordPayload = Out<typeof c.paymentPasswordPayload>;
export type ProfileUpdatePayload = Out<typeof c.profileUpdatePayload>;
