export type AvatarType = 'CUSTOM' | 'STATIC';

export interface MemberInfo {
  id: string;
  account: string;
  nickname: string;
  /** Customer / member type: 0 member, 4 trial, 40 non-agent; others are agents. */
  type: number;
  memberLabel: { labelName: string }[];
  clubLabel?: { labelName: string } | null;
  avatar?: string;
  avatarType?: AvatarType;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  realName?: string;
  registerTime?: string;
  hasPaymentPassword?: boolean;
}

export interface Wallet {
  sumBalance: number;
  currencySymbol: string;
}

export interface HeadIcon {
  avatar: string;
  avatarType: AvatarType;
}

export interface HeadIconSetPayload {
  avatar: string;
  avatarType: AvatarType;
}

export interface FeedbackPayload {
  content: string;
  /** Up to 3 png/jpg images as data URLs, 5 MB each at most. */
  images: string[];
}

export interface ChatUnread {
  unReadCount: number;
}

/** One page of a paged list; `pageNum` counts from 1. */
export interface PagedList<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** A date range of a record query, both ends inclusive, YYYY-MM-DD. */
export interface DateRangeQuery {
  startDate: string;
  endDate: string;
}

export interface AvailablePromotions {
  content: { id: string; title: string; endDate?: string }[];
}

// Deposit (voucher centre)
export type DepositChannelType = 'BANK' | 'EWALLET' | 'QR' | 'USDT';

export interface DepositChannel {
  id: string;
  name: string;
  type: DepositChannelType;
  minAmount: number;
  maxAmount: number;
  /** Quick-pick amounts shown as chips. */
  presetAmounts: number[];
  /** Percentage bonus credited on top of the amount (0 when none). */
  bonusRate: number;
  logo: string;
  recommended: boolean;
}

export interface DepositPayload {
  channelId: string;
  amount: number;
}

export interface DepositResult {
  orderNo: string;
  amount: number;
  bonus: number;
  balance: number;
}

// Withdrawal
export interface BankCard {
  id: string;
  bankName: string;
  /** Last four digits only. */
  cardTail: string;
  holderName: string;
}

export interface WithdrawInfo {
  minAmount: number;
  maxAmount: number;
  dailyTimes: number;
  timesLeftToday: number;
  cards: BankCard[];
  hasPaymentPassword: boolean;
}

export interface WithdrawPayload {
  amount: number;
  cardId: string;
  paymentPassword: string;
}

export interface WithdrawResult {
  orderNo: string;
  amount: number;
  balance: number;
}

// Money orders looked up by their idempotency key (docs/decisions/member.md)
export interface OrderStatusQuery {
  idempotencyKey: string;
}

/**
 * What became of the money call sent with a key: `COMPLETED` with the call's own answer,
 * `REFUSED` with its error code (nothing moved), or `NOT_RECEIVED`: no call with that key reached
 * the platform, and the key is now closed, so one arriving later is refused rather than carried out.
 */
export type OrderStatus =
  { state: 'COMPLETED'; value: unknown } | { state: 'REFUSED'; errorCode: string } | { state: 'NOT_RECEIVED' };

// Transaction records
/** D deposit, W withdrawal, B bet, P payout, R reward (bonus, rebate, sign-in, mall cash). `A` asks for all. */
export type TransactionType = 'D' | 'W' | 'B' | 'P' | 'R';
export type TransactionStatus = 'SUCCESS' | 'PENDING' | 'FAILED';

export interface TransactionRecord {
  id: string;
  type: TransactionType;
  /** Signed: money in is positive, money out negative. */
  amount: number;
  balanceAfter: number | null;
  /** ISO date-time. */
  time: string;
  status: TransactionStatus;
  remark: string;
}

export interface TransactionQuery extends PageQuery, DateRangeQuery {
  /** `A` (all) or a comma list of TransactionType. */
  types: string;
}

// Inbox
export interface Mail {
  id: string;
  title: string;
  /** Server HTML: shown through SafeHtml only. */
  content: string;
  sender: string;
  sendTime: string;
  read: boolean;
}

export interface MailIdPayload {
  id: string;
}

// Security
export interface PaymentPasswordPayload {
  /** Needed to set the first payment password. */
  loginPassword?: string;
  /** Needed to change an existing one. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export interface ProfileUpdatePayload {
  nickname: string;
  email: string;
}
