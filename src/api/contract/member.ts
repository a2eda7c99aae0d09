import * as v from 'valibot';
import { noAnswer, pagedList, type CallContract } from './common';
import { date, email, id, pageNo, pageSize, paymentPassword, storedPassword, url, username } from './fields';
import * as L from './limits';
import { list, money, oneOf, optional, text } from './request';

export const avatarType = v.picklist(['CUSTOM', 'STATIC']);

export const memberInfo = v.object({
  id: v.string(),
  account: v.string(),
  nickname: v.string(),
  /** Customer / member type: 0 member, 4 trial, 40 non-agent; others are agents. */
  type: v.number(),
  memberLabel: v.array(v.object({ labelName: v.string() })),
  clubLabel: v.nullish(v.object({ labelName: v.string() })),
  avatar: v.optional(v.string()),
  avatarType: v.optional(avatarType),
  email: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  countryDialingCode: v.optional(v.string()),
  realName: v.optional(v.string()),
  registerTime: v.optional(v.string()),
  hasPaymentPassword: v.optional(v.boolean()),
});

export const wallet = v.object({ sumBalance: v.number(), currencySymbol: v.string() });
export const headIcon = v.object({ avatar: v.string(), avatarType });
export const headIconSetPayload = v.object({ avatar: url, avatarType: oneOf(['STATIC', 'CUSTOM']) });

export const feedbackPayload = v.object({
  content: text(L.FEEDBACK_MAX_CHARS, { pattern: L.NOT_BLANK }),
  /** Up to 3 png/jpg images as data URLs, 5 MB each at most. */
  images: list(text(L.FEEDBACK_IMAGE_MAX_CHARS, { pattern: L.FEEDBACK_IMAGE }), L.FEEDBACK_MAX_IMAGES),
});

export const chatUnread = v.object({ unReadCount: v.number() });
export const pageQuery = v.object({ pageNo, pageSize });
/** A date range of a record query, both ends inclusive, YYYY-MM-DD. */
export const dateRangeQuery = v.object({ startDate: date, endDate: date });

export const availablePromotions = v.object({
  content: v.array(v.object({ id: v.string(), title: v.string(), endDate: v.optional(v.string()) })),
});
/** A member's comment on a promotion open to them (games-and-content §5: up to 140 characters). */
export const promotionCommentPayload = v.object({
  promotionId: id,
  content: text(L.PROMOTION_COMMENT_MAX_CHARS, { pattern: L.NOT_BLANK }),
});

// Deposit (voucher centre)
export const depositChannelType = v.picklist(['BANK', 'EWALLET', 'QR', 'USDT']);
export const depositChannel = v.object({
  id: v.string(),
  name: v.string(),
  type: depositChannelType,
  minAmount: v.number(),
  maxAmount: v.number(),
  /** Quick-pick amounts shown as chips. */
  presetAmounts: v.array(v.number()),
  /** Percentage bonus credited on top of the amount (0 when none). */
  bonusRate: v.number(),
  logo: v.string(),
  recommended: v.boolean(),
});
export const depositPayload = v.object({ channelId: id, amount: money(0.01, Number.MAX_SAFE_INTEGER) });
export const depositResult = v.object({
  orderNo: v.string(),
  amount: v.number(),
  bonus: v.number(),
  balance: v.number(),
});

// Withdrawal
export const bankCard = v.object({
  id: v.string(),
  bankName: v.string(),
  /** Last four digits only. */
  cardTail: v.string(),
  holderName: v.string(),
});
export const withdrawInfo = v.object({
  minAmount: v.number(),
  maxAmount: v.number(),
  dailyTimes: v.number(),
  timesLeftToday: v.number(),
  cards: v.array(bankCard),
  hasPaymentPassword: v.boolean(),
});
export const withdrawPayload = v.object({
  amount: money(L.WITHDRAW_MIN, L.WITHDRAW_MAX),
  cardId: id,
  paymentPassword,
});
export const withdrawResult = v.object({ orderNo: v.string(), amount: v.number(), balance: v.number() });

// Money orders looked up by their idempotency key (docs/decisions/member.md)
export const orderStatusQuery = v.object({ idempotencyKey: id });
/**
 * What became of the money call sent with a key: `COMPLETED` with the call's own answer,
 * `REFUSED` with its error code (nothing moved), or `NOT_RECEIVED`: no call with that key reached
 * the platform, and the key is now closed, so one arriving later is refused rather than carried out.
 */
export const orderStatus = v.variant('state', [
  v.object({ state: v.literal('COMPLETED'), value: v.unknown() }),
  v.object({ state: v.literal('REFUSED'), errorCode: v.string() }),
  v.object({ state: v.literal('NOT_RECEIVED') }),
]);

// Transaction records
/** D deposit, W withdrawal, B bet, P payout, R reward (bonus, rebate, sign-in, mall cash). `A` asks for all. */
export const transactionType = v.picklist(['D', 'W', 'B', 'P', 'R']);
export const transactionStatus = v.picklist(['SUCCESS', 'PENDING', 'FAILED']);
export const transactionRecord = v.object({
  id: v.string(),
  type: transactionType,
  /** Signed: money in is positive, money out negative. */
  amount: v.number(),
  balanceAfter: v.nullable(v.number()),
  /** ISO date-time. */
  time: v.string(),
  status: transactionStatus,
  remark: v.string(),
});
export const transactionQuery = v.object({
  ...pageQuery.entries,
  ...dateRangeQuery.entries,
  /** `A` (all) or a comma list of TransactionType. */
  types: text(16),
});

// Inbox
export const mail = v.object({
  id: v.string(),
  title: v.string(),
  /** Server HTML: shown through SafeHtml only. */
  content: v.string(),
  sender: v.string(),
  sendTime: v.string(),
  read: v.boolean(),
});
export const mailIdPayload = v.object({ id });

// Security
export const paymentPasswordPayload = v.object({
  /** Needed to set the first payment password. */
  loginPassword: optional(storedPassword),
  /** Needed to change an existing one. */
  oldPaymentPassword: optional(paymentPassword),
  paymentPassword,
  confirmPaymentPassword: text(6),
});
export const profileUpdatePayload = v.object({
  nickname: text(L.NICKNAME_MAX, { pattern: L.NOT_BLANK }),
  /** The type always carries it; the gateway takes it empty or absent too. */
  email: optional(email, ''),
});

export const memberContract = {
  memberInfo: { res: memberInfo },
  memberWallet: { res: wallet },
  merchantWallet: { res: wallet },
  memberInfoUpdate: { req: profileUpdatePayload, res: memberInfo },
  headIconSet: { req: headIconSetPayload, res: noAnswer },
  headIconGet: { res: headIcon },
  playerAvatar: { req: v.object({ userName: username }), res: headIcon },
  feedback: { req: feedbackPayload, res: noAnswer },
  inboxUnreadCount: { res: v.number() },
  chatUnreadCount: { res: chatUnread },
  availablePromotions: { res: availablePromotions },
  promotionComment: { req: promotionCommentPayload, res: noAnswer },
  depositChannels: { res: v.array(depositChannel) },
  deposit: { req: depositPayload, res: depositResult },
  withdrawInfo: { res: withdrawInfo },
  withdraw: { req: withdrawPayload, res: withdrawResult },
  orderStatus: { req: orderStatusQuery, res: orderStatus },
  transactionRecords: { req: transactionQuery, res: pagedList(transactionRecord) },
  mailList: { req: pageQuery, res: pagedList(mail) },
  mailRead: { req: mailIdPayload, res: noAnswer },
  mailReadAll: { res: noAnswer },
  mailDelete: { req: mailIdPayload, res: noAnswer },
  paymentPasswordSet: { req: paymentPasswordPayload, res: noAnswer },
} satisfies Record<string, CallContract>;
