import accountsSeed from '@fixtures/memberAccounts.json';
import bankCardsSeed from '@fixtures/bankCards.json';
import channelsSeed from '@fixtures/depositChannels.json';
import gameRoundsSeed from '@fixtures/gameRounds.json';
import mailsSeed from '@fixtures/memberMails.json';
import transactionsSeed from '@fixtures/memberTransactions.json';
import type { LanguageCode } from '@/api/types/common';
import type {
  AvatarType,
  DepositChannel,
  Mail,
  MemberInfo,
  PageQuery,
  TransactionRecord,
  TransactionStatus,
  TransactionType,
} from '@/api/types/member';
import { EMAIL_PATTERN, isTrialType } from '@/config/constants';
import { gameRows } from '../catalogue';
import { getConfig } from '@/config/runtime';
import { paymentLogo } from '../images';
import { fail, member, type DomainHandlers, type MockContext } from '../context';
import type { MockUser } from '../db';
import { demoRoundsOf } from '../demo-games';
import { orderStatus } from '../money-orders';
import { clubLabelOf } from '../vip';
import { openPromotions } from './content';

/** The demo wallet's currency symbol: the deployment currency's (runtime config `currency`, CNY → ¥). */
export const CURRENCY_SYMBOL =
  new Intl.NumberFormat('en', { style: 'currency', currency: getConfig().currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? getConfig().currency;

/** Withdrawal limits of the demo merchant. */
export const WITHDRAW_MIN = 100;
export const WITHDRAW_MAX = 50_000;
const WITHDRAWALS_PER_DAY = 5;
/** Built-in avatars avatar1 … avatar8 (files under public/avatar/). */
const STATIC_AVATARS = Array.from({ length: 8 }, (_, i) => `avatar${i + 1}`);
const ALL_TYPES = 'A';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface StoredTransaction {
  userId: string;
  id: string;
  type: TransactionType;
  amount: number;
  balanceAfter: number;
  time: number;
  status: TransactionStatus;
  remark: string;
}

/** What players change: everything else is read from the fixtures. */
interface MemberState {
  readMails: Record<string, string[]>;
  deletedMails: Record<string, string[]>;
  /** userId → payment password (null: not set). Seeded from the fixtures. */
  paymentPasswords: Record<string, string | null>;
  transactions: StoredTransaction[];
}

const state = (ctx: MockContext): MemberState =>
  ctx.db.slice<MemberState>('member', () => ({
    readMails: {},
    deletedMails: {},
    paymentPasswords: Object.fromEntries(accountsSeed.map((a) => [a.userId, a.paymentPassword])),
    transactions: [],
  }));

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The seeded avatar "STATIC:3" is the built-in avatar3. */
function avatarOf(user: MockUser): { avatar: string; avatarType: AvatarType } {
  if (user.avatarType === 'CUSTOM') return { avatar: user.avatar, avatarType: 'CUSTOM' };
  const seeded = /^STATIC:(\d+)$/.exec(user.avatar);
  return { avatar: seeded ? `avatar${seeded[1]}` : user.avatar, avatarType: 'STATIC' };
}

function memberInfo(ctx: MockContext, user: MockUser): MemberInfo {
  return {
    id: user.id,
    account: user.username,
    nickname: user.nickname,
    type: user.type,
    memberLabel: user.memberLabel,
    clubLabel: clubLabelOf(user, ctx.language),
    ...avatarOf(user),
    email: user.email,
    mobileNum: user.mobileNum,
    countryDialingCode: user.countryDialingCode,
    realName: user.realName,
    registerTime: user.registerTime,
    hasPaymentPassword: !!state(ctx).paymentPasswords[user.id],
  };
}

// ---- Inbox ----

function mailsOf(ctx: MockContext, user: MockUser): Mail[] {
  const { readMails, deletedMails } = state(ctx);
  const read = new Set(readMails[user.id] ?? []);
  const deleted = new Set(deletedMails[user.id] ?? []);
  const now = Date.now();
  return mailsSeed
    .filter((m) => m.userId === user.id && !deleted.has(m.id))
    .map((m) => ({
      id: m.id,
      title: m.title[ctx.language],
      content: m.content[ctx.language],
      sender: m.sender[ctx.language],
      sendTime: new Date(now - m.daysAgo * DAY_MS - 3 * 3_600_000).toISOString(),
      read: m.read || read.has(m.id),
    }));
}

function markRead(ctx: MockContext, user: MockUser, ids: string[]) {
  const reads = state(ctx).readMails;
  reads[user.id] = [...new Set([...(reads[user.id] ?? []), ...ids])];
}

function mailOf(ctx: MockContext, user: MockUser, id: unknown): Mail {
  const mail = typeof id === 'string' ? mailsOf(ctx, user).find((m) => m.id === id) : undefined;
  return mail ?? fail('validation.error');
}

// ---- Wallet movements ----

/**
 * Channel names and the remarks the platform writes beside a movement, in every language. Stored
 * movements keep the English text; it is read out in the caller's language.
 */
const WALLET_TEXTS: Record<string, Partial<Record<LanguageCode, string>>> = {
  'Bank transfer': { TY: '银行转账', PT: 'Transferência bancária', VI: 'Chuyển khoản ngân hàng' },
  'MoMo e-wallet': { TY: 'MoMo 电子钱包', PT: 'Carteira MoMo', VI: 'Ví MoMo' },
  'QR pay': { TY: '扫码支付', PT: 'Pagamento por QR', VI: 'Quét mã QR' },
  'Weekly rebate': { TY: '每周返水', PT: 'Rebate semanal', VI: 'Hoàn trả hằng tuần' },
  'Promotion bonus': { TY: '活动红利', PT: 'Bônus de promoção', VI: 'Thưởng khuyến mãi' },
  'Deposit bonus': { TY: '存款红利', PT: 'Bônus de depósito', VI: 'Thưởng nạp tiền' },
};
const walletText = (text: string, language: LanguageCode) => WALLET_TEXTS[text]?.[language] ?? text;

function channels(language: LanguageCode): DepositChannel[] {
  return channelsSeed.map(({ hue, ...channel }) => ({
    ...channel,
    name: walletText(channel.name, language),
    type: channel.type as DepositChannel['type'],
    logo: paymentLogo(channel.type, channel.name, hue),
  }));
}

function record(
  ctx: MockContext,
  user: MockUser,
  type: TransactionType,
  amount: number,
  status: TransactionStatus,
  remark: string,
): StoredTransaction {
  const row: StoredTransaction = {
    userId: user.id,
    id: `${user.id}-tx-${Date.now()}-${type}`,
    type,
    amount,
    balanceAfter: user.balance,
    time: Date.now(),
    status,
    remark,
  };
  state(ctx).transactions.unshift(row);
  return row;
}

const orderNo = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 900 + 100)}`;

/** What the platform writes beside a movement: the channel, the card, the game or the reward. */
function seededRemark(type: TransactionType, user: MockUser, index: number): string {
  if (type === 'D') return channelsSeed[index % channelsSeed.length]!.name;
  if (type === 'W') return cardRemark(cardsOf(user)[0]);
  return index % 3 === 0 ? 'Weekly rebate' : 'Promotion bonus';
}

const cardRemark = (card: { bankName: string; cardTail: string } | undefined) =>
  card ? `${card.bankName} **** ${card.cardTail}` : '';
const gameName = (index: number) => gameRows[index % gameRows.length]?.name ?? '';

/** Every movement of a player, newest first: the seeded history, their game rounds and what they did in the demo. */
function transactionsOf(ctx: MockContext, user: MockUser): TransactionRecord[] {
  const now = Date.now();
  const seeded = transactionsSeed
    .filter((t) => t.userId === user.id)
    .map((t, i) => ({
      id: t.id,
      type: t.type as TransactionType,
      amount: t.amount,
      balanceAfter: null,
      time: now - t.minutesAgo * MINUTE_MS,
      status: t.status as TransactionStatus,
      remark: seededRemark(t.type as TransactionType, user, i),
    }));
  const seededRounds = gameRoundsSeed
    .filter((r) => r.userId === user.id)
    .map((r) => ({ ...r, time: now - r.minutesAgo * MINUTE_MS, gameName: gameName(r.gameIndex) }));
  const rounds = [...demoRoundsOf(ctx.db, user.id), ...seededRounds].flatMap((r) => {
    const bet = {
      id: `${r.id}-B`,
      type: 'B' as const,
      amount: -r.stake,
      balanceAfter: null,
      time: r.time,
      status: 'SUCCESS' as const,
      remark: r.gameName,
    };
    return r.payout > 0
      ? [bet, { ...bet, id: `${r.id}-P`, type: 'P' as const, amount: r.payout, time: r.time + 1000 }]
      : [bet];
  });
  const own = state(ctx).transactions.filter((t) => t.userId === user.id);
  return [...own, ...seeded, ...rounds]
    .sort((a, b) => b.time - a.time)
    .map(({ time, ...t }) => ({
      ...t,
      remark: walletText(t.remark, ctx.language),
      time: new Date(time).toISOString(),
    }));
}

/** Local calendar day bounds of a YYYY-MM-DD string. */
function dayBounds(date: unknown): [number, number] | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number);
  const start = new Date(y!, m! - 1, d!).getTime();
  return [start, start + DAY_MS - 1];
}

/** One page of rows; the gateway has checked the paging numbers of the query (src/api/contract). */
function paged<T>(rows: T[], query: PageQuery) {
  const pageNo = Number(query.pageNo);
  const pageSize = Number(query.pageSize);
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    total: rows.length,
  };
}

/** The user of a money call: trial accounts (type 4) play on demo credit and may not move money. */
function realMember(ctx: MockContext): MockUser {
  const user = member(ctx);
  if (isTrialType(user.type)) fail('trial.forbidden');
  return user;
}

function withdrawalsToday(ctx: MockContext, user: MockUser): number {
  const start = new Date().setHours(0, 0, 0, 0);
  return state(ctx).transactions.filter((t) => t.userId === user.id && t.type === 'W' && t.time >= start).length;
}

function cardsOf(user: MockUser) {
  return bankCardsSeed
    .filter((c) => c.userId === user.id)
    .map(({ id, bankName, cardTail }) => ({ id, bankName, cardTail, holderName: user.realName }));
}

function checkPaymentPassword(ctx: MockContext, user: MockUser, password: unknown) {
  const stored = state(ctx).paymentPasswords[user.id];
  if (!stored || password !== stored) fail('payment.password.error');
}

export const memberHandlers: DomainHandlers = {
  memberInfo: (ctx) => memberInfo(ctx, member(ctx)),
  memberWallet: (ctx) => ({ sumBalance: member(ctx).balance, currencySymbol: CURRENCY_SYMBOL }),
  merchantWallet: (ctx) => ({ sumBalance: member(ctx).balance, currencySymbol: CURRENCY_SYMBOL }),
  memberInfoUpdate: (ctx) => {
    const user = member(ctx);
    // Types and lengths are checked by the gateway (src/api/contract); the email may be left empty.
    const nickname = ctx.payload.nickname.trim();
    const email = (ctx.payload.email ?? '').trim();
    if (email !== '' && !EMAIL_PATTERN.test(email)) return fail('validation.error');
    user.nickname = nickname;
    user.email = email;
    return memberInfo(ctx, user);
  },
  headIconSet: (ctx) => {
    const user = member(ctx);
    const { avatar, avatarType } = ctx.payload ?? {};
    const valid =
      (avatarType === 'STATIC' && STATIC_AVATARS.includes(avatar)) ||
      (avatarType === 'CUSTOM' && typeof avatar === 'string' && /^https:\/\/\S+$/.test(avatar));
    if (!valid) return fail('validation.error');
    user.avatar = avatar;
    user.avatarType = avatarType;
  },
  headIconGet: (ctx) => avatarOf(member(ctx)),
  playerAvatar: (ctx) => {
    const user = ctx.db.userByName(String(ctx.payload?.userName ?? ''));
    return user ? avatarOf(user) : fail('member.not.exist');
  },
  // The text and images are bounded by the gateway (src/api/contract); the demo keeps nothing.
  feedback: (ctx) => {
    member(ctx);
  },
  // The text is bounded by the gateway; only a promotion still open takes comments. The demo keeps nothing.
  promotionComment: (ctx) => {
    member(ctx);
    if (!openPromotions().some((a) => a.id === ctx.payload.promotionId)) return fail('validation.error');
  },
  inboxUnreadCount: (ctx) => {
    const user = member(ctx);
    return mailsOf(ctx, user).filter((m) => !m.read).length;
  },
  chatUnreadCount: (ctx) => {
    const user = member(ctx);
    return { unReadCount: accountsSeed.find((a) => a.userId === user.id)?.chatUnread ?? 0 };
  },

  depositChannels: (ctx) => {
    member(ctx);
    return channels(ctx.language);
  },
  deposit: (ctx) => {
    const user = realMember(ctx);
    const { channelId, amount } = ctx.payload ?? {};
    const channel = channelsSeed.find((c) => c.id === channelId);
    if (!channel || amount < channel.minAmount || amount > channel.maxAmount) return fail('validation.error');
    const bonus = round2((amount * channel.bonusRate) / 100);
    user.balance = round2(user.balance + amount);
    const deposit = record(ctx, user, 'D', amount, 'SUCCESS', channel.name);
    if (bonus > 0) {
      user.balance = round2(user.balance + bonus);
      record(ctx, user, 'R', bonus, 'SUCCESS', 'Deposit bonus');
    }
    return { orderNo: deposit.id.replace(/^.*-tx-/, 'D'), amount, bonus, balance: user.balance };
  },
  withdrawInfo: (ctx) => {
    const user = member(ctx);
    return {
      minAmount: WITHDRAW_MIN,
      maxAmount: WITHDRAW_MAX,
      dailyTimes: WITHDRAWALS_PER_DAY,
      timesLeftToday: Math.max(0, WITHDRAWALS_PER_DAY - withdrawalsToday(ctx, user)),
      cards: cardsOf(user),
      hasPaymentPassword: !!state(ctx).paymentPasswords[user.id],
    };
  },
  withdraw: (ctx) => {
    const user = realMember(ctx);
    const { amount, cardId, paymentPassword } = ctx.payload ?? {};
    if (!cardsOf(user).some((c) => c.id === cardId)) return fail('validation.error');
    if (withdrawalsToday(ctx, user) >= WITHDRAWALS_PER_DAY) return fail('permission.denied');
    checkPaymentPassword(ctx, user, paymentPassword);
    if (amount > user.balance) return fail('balance.insufficient');
    user.balance = round2(user.balance - amount);
    record(ctx, user, 'W', -amount, 'PENDING', cardRemark(cardsOf(user).find((c) => c.id === cardId)));
    return { orderNo: orderNo('W'), amount, balance: user.balance };
  },
  orderStatus: (ctx) => orderStatus(ctx.db, member(ctx).id, ctx.payload.idempotencyKey),
  transactionRecords: (ctx) => {
    const user = member(ctx);
    const query = ctx.payload ?? {};
    const types = String(query.types ?? ALL_TYPES)
      .split(',')
      .filter(Boolean);
    const known = new Set<string>(['D', 'W', 'B', 'P', 'R']);
    if (!types.every((t) => t === ALL_TYPES || known.has(t))) return fail('validation.error');
    const from = dayBounds(query.startDate);
    const to = dayBounds(query.endDate);
    if (!from || !to || from[0] > to[0]) return fail('validation.error');
    const rows = transactionsOf(ctx, user).filter((t) => {
      const time = Date.parse(t.time);
      return (types.includes(ALL_TYPES) || types.includes(t.type)) && time >= from[0] && time <= to[1];
    });
    return paged(rows, query);
  },

  mailList: (ctx) => {
    const user = member(ctx);
    return paged(mailsOf(ctx, user), ctx.payload ?? {});
  },
  mailRead: (ctx) => {
    const user = member(ctx);
    markRead(ctx, user, [mailOf(ctx, user, ctx.payload?.id).id]);
  },
  mailReadAll: (ctx) => {
    const user = member(ctx);
    markRead(
      ctx,
      user,
      mailsOf(ctx, user).map((m) => m.id),
    );
  },
  mailDelete: (ctx) => {
    const user = member(ctx);
    const { id } = mailOf(ctx, user, ctx.payload?.id);
    const deleted = state(ctx).deletedMails;
    deleted[user.id] = [...(deleted[user.id] ?? []), id];
  },

  paymentPasswordSet: (ctx) => {
    const user = member(ctx);
    const { loginPassword, oldPaymentPassword, paymentPassword, confirmPaymentPassword } = ctx.payload ?? {};
    const passwords = state(ctx).paymentPasswords;
    const current = passwords[user.id];
    if (confirmPaymentPassword !== paymentPassword) return fail('validation.error');
    if (current) {
      if (oldPaymentPassword !== current) return fail('payment.password.error');
      if (paymentPassword === current) return fail('modify.new.old.same');
    } else if (loginPassword !== user.password) {
      return fail('password.old.error');
    }
    passwords[user.id] = paymentPassword;
  },
};
