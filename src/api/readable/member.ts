import {
  hasFields,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isNullable,
  isOptional,
  isRecord,
  isString,
} from '@/lib/guards';
import { isPageOf } from '@/lib/paging';

/** A wallet the balance widgets and the withdraw form can read: the balance and its currency symbol. */
export const isReadableWallet = hasFields({ sumBalance: isFiniteNumber, currencySymbol: isString });

/** A head icon the profile card and the avatar picker can read: the avatar and its type. */
export const isReadableHeadIcon = hasFields({ avatar: isString, avatarType: isString });

/** An unread mail count the badges can show. */
export const isReadableUnreadCount = isFiniteNumber;

/** An unread chat count the badges can show. */
export const isReadableChatUnread = hasFields({ unReadCount: isFiniteNumber });

/** The promotions open to the member, as the promotion page matches them: each one's id. */
export const isReadableAvailablePromotions = hasFields({ content: isArrayOf(hasFields({ id: isString })) });

/** Deposit channels the voucher centre can show and pick from: name, logo, limits, presets, bonus and the recommended tag. */
export const isReadableDepositChannels = isArrayOf(
  hasFields({
    id: isString,
    name: isString,
    logo: isString,
    minAmount: isFiniteNumber,
    maxAmount: isFiniteNumber,
    presetAmounts: isArrayOf(isFiniteNumber),
    bonusRate: isFiniteNumber,
    recommended: isBoolean,
  }),
);

/** A deposit's result the success dialog can show: order number, amount, bonus and the new balance. */
export const isReadableDepositResult = hasFields({
  orderNo: isString,
  amount: isFiniteNumber,
  bonus: isFiniteNumber,
  balance: isFiniteNumber,
});

/** Withdrawal terms the withdraw form can read: limits, times left, the bound cards and whether a payment password is set. */
export const isReadableWithdrawInfo = hasFields({
  minAmount: isFiniteNumber,
  maxAmount: isFiniteNumber,
  dailyTimes: isFiniteNumber,
  timesLeftToday: isFiniteNumber,
  cards: isArrayOf(hasFields({ id: isString, bankName: isString, cardTail: isString, holderName: isString })),
  hasPaymentPassword: isBoolean,
});

/** A withdrawal's result the success dialog can show: order number, amount and the new balance. */
export const isReadableWithdrawResult = hasFields({
  orderNo: isString,
  amount: isFiniteNumber,
  balance: isFiniteNumber,
});

/**
 * A money order's status the order check can read: its state, and a refusal's error code (a completed
 * order's `value` is read by the order's own call's guard).
 */
export const isReadableOrderStatus = (value: unknown): boolean =>
  isRecord(value) && isString(value.state) && (value.state !== 'REFUSED' || isString(value.errorCode));

/** A page of mails the inbox can show. */
export const isReadableMailPage = isPageOf(
  hasFields({
    id: isString,
    title: isString,
    content: isString,
    sender: isString,
    sendTime: isString,
    read: isBoolean,
  }),
);

/** A page of transactions the list can show: each one's kind, amount, time, status, remark and the balance after it where known. */
export const isReadableTransactionPage = isPageOf(
  hasFields({
    id: isString,
    type: isString,
    amount: isFiniteNumber,
    balanceAfter: isNullable(isFiniteNumber),
    time: isString,
    status: isString,
    remark: isOptional(isString),
  }),
);
