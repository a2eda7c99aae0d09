// @vitest-environment node
import bankCards from '@fixtures/bankCards.json';
import depositChannels from '@fixtures/depositChannels.json';
import memberMails from '@fixtures/memberMails.json';
import memberTransactions from '@fixtures/memberTransactions.json';
import users from '@fixtures/users.json';
import { describe, expect, it } from 'vitest';
import { memberEndpoints } from '../endpoints/member';
import {
  isReadableAvailablePromotions,
  isReadableChatUnread,
  isReadableDepositChannels,
  isReadableDepositResult,
  isReadableHeadIcon,
  isReadableMailPage,
  isReadableOrderStatus,
  isReadableTransactionPage,
  isReadableUnreadCount,
  isReadableWallet,
  isReadableWithdrawInfo,
  isReadableWithdrawResult,
} from './member';
import { isReadableMemberInfo } from './member-info';

// Answers as the mock server gives them (mock-server/routes/member.ts, from fixtures/), in English, for demo01.
const PICTURE = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const USER = users.find((u) => u.username === 'demo01')!;
const VIP = users.find((u) => u.username === 'vip01')!;
const memberInfoOf = (user: typeof USER) => ({
  id: user.id,
  account: user.username,
  nickname: user.nickname,
  type: user.type,
  memberLabel: user.memberLabel,
  clubLabel: user.clubLabel,
  avatar: 'avatar1',
  avatarType: 'STATIC',
  email: user.email,
  mobileNum: user.mobileNum,
  countryDialingCode: user.countryDialingCode,
  realName: user.realName,
  registerTime: user.registerTime,
  hasPaymentPassword: true,
});
const INFO = memberInfoOf(USER);
const WALLET = { sumBalance: USER.balance, currencySymbol: '¥' };
const HEAD_ICON = { avatar: 'avatar1', avatarType: 'STATIC' };
const PROMOTIONS = { content: [{ id: 'promo-1', title: 'First deposit bonus', endDate: '2026-12-31' }] };
const CHANNELS = depositChannels.map(({ hue: _hue, ...channel }) => ({ ...channel, logo: PICTURE }));
const DEPOSITED = { orderNo: 'D1767225600000', amount: 500, bonus: 5, balance: 12_850.67 };
const WITHDRAW_INFO = {
  minAmount: 100,
  maxAmount: 50_000,
  dailyTimes: 5,
  timesLeftToday: 5,
  cards: bankCards
    .filter((c) => c.userId === USER.id)
    .map(({ id, bankName, cardTail }) => ({ id, bankName, cardTail, holderName: USER.realName })),
  hasPaymentPassword: true,
};
const WITHDRAWN = { orderNo: 'W1767225600000123', amount: 100, balance: 12_245.67 };
const MAILS = memberMails
  .filter((m) => m.userId === USER.id)
  .map((m) => ({
    id: m.id,
    title: m.title.EN,
    content: m.content.EN,
    sender: m.sender.EN,
    sendTime: new Date(Date.now() - m.daysAgo * 86_400_000).toISOString(),
    read: m.read,
  }));
const TRANSACTIONS = memberTransactions
  .filter((t) => t.userId === USER.id)
  .map((t) => ({
    id: t.id,
    type: t.type,
    amount: t.amount,
    balanceAfter: null,
    time: new Date(Date.now() - t.minutesAgo * 60_000).toISOString(),
    status: t.status,
    remark: 'Bank transfer',
  }));
const pageOf = (list: unknown[]) => ({ list, pageNum: 1, totalPages: 1, total: list.length });
const MAIL_PAGE = pageOf(MAILS);
const TRANSACTION_PAGE = pageOf(TRANSACTIONS);

const [CHANNEL] = CHANNELS;
const [CARD] = WITHDRAW_INFO.cards;
const [MAIL] = MAILS;
const [TRANSACTION] = TRANSACTIONS;

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });

type Guard = (value: unknown) => boolean;

describe('member answer guards', () => {
  it('the answers hold every kind of item', () => {
    expect([CHANNEL, CARD, MAIL, TRANSACTION, VIP.clubLabel]).not.toContain(undefined);
  });

  // Each row with the answer the mock gives and that answer broken in a field the row reads: its own
  // guard (eager for member info, src/api/readable/common.ts; by call for the others, as the adapter
  // loads it) accepts the one and refuses the other, so a row wired to another call's guard fails here.
  it.each<[string, keyof typeof memberEndpoints, unknown, unknown]>([
    ['memberInfo', 'memberInfo', INFO, without(INFO, 'nickname')],
    ['memberInfo, with a club label', 'memberInfo', memberInfoOf(VIP), withField(INFO, 'clubLabel', { labelName: 7 })],
    ['memberInfoUpdate', 'memberInfoUpdate', INFO, withField(INFO, 'type', '0')],
    ['memberWallet', 'memberWallet', WALLET, without(WALLET, 'sumBalance')],
    ['headIconGet', 'headIconGet', HEAD_ICON, without(HEAD_ICON, 'avatar')],
    ['inboxUnreadCount', 'inboxUnreadCount', 3, '3'],
    ['chatUnreadCount', 'chatUnreadCount', { unReadCount: 2 }, { unReadCount: '2' }],
    ['availablePromotions', 'availablePromotions', PROMOTIONS, {}],
    ['depositChannels', 'depositChannels', CHANNELS, [without(CHANNEL!, 'maxAmount')]],
    ['deposit', 'deposit', DEPOSITED, withField(DEPOSITED, 'bonus', '5')],
    ['withdrawInfo', 'withdrawInfo', WITHDRAW_INFO, without(WITHDRAW_INFO, 'timesLeftToday')],
    ['withdraw', 'withdraw', WITHDRAWN, withField(WITHDRAWN, 'amount', '100')],
    ['orderStatus, completed', 'orderStatus', { state: 'COMPLETED', value: DEPOSITED }, { value: DEPOSITED }],
    [
      'orderStatus, refused',
      'orderStatus',
      { state: 'REFUSED', errorCode: 'balance.insufficient' },
      { state: 'REFUSED' },
    ],
    ['orderStatus, not received', 'orderStatus', { state: 'NOT_RECEIVED' }, { state: 1 }],
    ['mailList', 'mailList', MAIL_PAGE, pageOf([without(MAIL!, 'sender')])],
    ['transactionRecords', 'transactionRecords', TRANSACTION_PAGE, pageOf([without(TRANSACTION!, 'status')])],
  ])(
    '%s: its row’s guard accepts the answer the mock gives, and refuses it broken',
    async (_name, call, answer, broken) => {
      const guard = await memberEndpoints[call].readable.load(call);
      expect(guard(answer)).toBe(true);
      expect(guard(broken)).toBe(false);
    },
  );

  it.each<[string, Guard, unknown]>([
    [
      'member info with only the contract’s required fields',
      isReadableMemberInfo,
      { id: '1', account: 'demo01', nickname: '', type: 0, memberLabel: [] },
    ],
    ['member info with a null club label', isReadableMemberInfo, withField(INFO, 'clubLabel', null)],
    ['no promotions open', isReadableAvailablePromotions, { content: [] }],
    ['no deposit channels', isReadableDepositChannels, []],
    ['withdrawal terms without cards', isReadableWithdrawInfo, withField(WITHDRAW_INFO, 'cards', [])],
    ['a transaction with its balance after', isReadableTransactionPage, pageOf([{ ...TRANSACTION!, balanceAfter: 9 }])],
    ['a transaction without remark', isReadableTransactionPage, pageOf([without(TRANSACTION!, 'remark')])],
    ['an order status of a state the check does not know', isReadableOrderStatus, { state: 'PENDING' }],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['member info without nickname', isReadableMemberInfo, without(INFO, 'nickname')],
    ['member info with its type as text', isReadableMemberInfo, withField(INFO, 'type', '0')],
    ['member info with labels as text', isReadableMemberInfo, withField(INFO, 'memberLabel', 'nochat')],
    [
      'member info with its club label’s name as a number',
      isReadableMemberInfo,
      withField(INFO, 'clubLabel', { labelName: 7 }),
    ],
    ['member info with the mobile number as a number', isReadableMemberInfo, withField(INFO, 'mobileNum', 912345678)],
    ['member info with the email as null', isReadableMemberInfo, withField(INFO, 'email', null)],
    ['member info with the register time as a number', isReadableMemberInfo, withField(INFO, 'registerTime', 1)],
    ['a wallet without balance', isReadableWallet, without(WALLET, 'sumBalance')],
    ['a wallet with its balance as text', isReadableWallet, withField(WALLET, 'sumBalance', '12345.67')],
    ['a wallet without currency symbol', isReadableWallet, without(WALLET, 'currencySymbol')],
    ['a head icon without avatar', isReadableHeadIcon, without(HEAD_ICON, 'avatar')],
    ['a head icon with its type as a number', isReadableHeadIcon, withField(HEAD_ICON, 'avatarType', 1)],
    ['an unread count as text', isReadableUnreadCount, '3'],
    ['an unread count that is no number', isReadableUnreadCount, null],
    ['a chat count without unReadCount', isReadableChatUnread, {}],
    ['a chat count as text', isReadableChatUnread, { unReadCount: '2' }],
    ['open promotions without content', isReadableAvailablePromotions, {}],
    ['an open promotion with its id as a number', isReadableAvailablePromotions, { content: [{ id: 1 }] }],
    ['channels that are no list', isReadableDepositChannels, CHANNEL],
    ['a channel without limits', isReadableDepositChannels, [without(CHANNEL!, 'maxAmount')]],
    ['a channel with presets as text', isReadableDepositChannels, [withField(CHANNEL!, 'presetAmounts', ['100'])]],
    ['a channel with recommended as text', isReadableDepositChannels, [withField(CHANNEL!, 'recommended', 'true')]],
    ['a deposit without balance', isReadableDepositResult, without(DEPOSITED, 'balance')],
    ['a deposit with its bonus as text', isReadableDepositResult, withField(DEPOSITED, 'bonus', '5')],
    ['a deposit with its order number as a number', isReadableDepositResult, withField(DEPOSITED, 'orderNo', 1)],
    ['withdrawal terms without times left', isReadableWithdrawInfo, without(WITHDRAW_INFO, 'timesLeftToday')],
    [
      'withdrawal terms with a card lacking its tail',
      isReadableWithdrawInfo,
      withField(WITHDRAW_INFO, 'cards', [without(CARD!, 'cardTail')]),
    ],
    [
      'withdrawal terms with the payment password flag as text',
      isReadableWithdrawInfo,
      withField(WITHDRAW_INFO, 'hasPaymentPassword', 'true'),
    ],
    ['a withdrawal without balance', isReadableWithdrawResult, without(WITHDRAWN, 'balance')],
    ['a withdrawal with its amount as text', isReadableWithdrawResult, withField(WITHDRAWN, 'amount', '100')],
    ['an order status without state', isReadableOrderStatus, { value: DEPOSITED }],
    ['an order status with its state as a number', isReadableOrderStatus, { state: 1 }],
    ['a refusal without error code', isReadableOrderStatus, { state: 'REFUSED' }],
    ['a refusal with its error code as a number', isReadableOrderStatus, { state: 'REFUSED', errorCode: 500 }],
    ['a mail without sender', isReadableMailPage, pageOf([without(MAIL!, 'sender')])],
    ['a mail with its read flag as text', isReadableMailPage, pageOf([withField(MAIL!, 'read', 'false')])],
    ['a mail page without page numbers', isReadableMailPage, without(MAIL_PAGE, 'totalPages')],
    ['a transaction without status', isReadableTransactionPage, pageOf([without(TRANSACTION!, 'status')])],
    ['a transaction without balance after', isReadableTransactionPage, pageOf([without(TRANSACTION!, 'balanceAfter')])],
    [
      'a transaction with its amount as text',
      isReadableTransactionPage,
      pageOf([withField(TRANSACTION!, 'amount', '-2500')]),
    ],
    [
      'a transaction with its remark as an object',
      isReadableTransactionPage,
      pageOf([withField(TRANSACTION!, 'remark', {})]),
    ],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
