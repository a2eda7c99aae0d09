import { endpoint } from '../endpoint';
import type {
  AvailablePromotions,
  ChatUnread,
  DepositChannel,
  DepositPayload,
  DepositResult,
  FeedbackPayload,
  HeadIcon,
  HeadIconSetPayload,
  Mail,
  MailIdPayload,
  MemberInfo,
  OrderStatus,
  OrderStatusQuery,
  PagedList,
  PageQuery,
  PaymentPasswordPayload,
  PromotionCommentPayload,
  ProfileUpdatePayload,
  TransactionQuery,
  TransactionRecord,
  Wallet,
  WithdrawInfo,
  WithdrawPayload,
  WithdrawResult,
} from '../types/member';

export const memberEndpoints = {
  memberInfo: endpoint<void, MemberInfo>({ method: 'GET', path: '/wps/member/info', token: 'required' }),
  memberWallet: endpoint<void, Wallet>({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    token: 'required',
  }),
  merchantWallet: endpoint<void, Wallet>({ method: 'GET', path: '/wps/member/info/funds/merchant', token: 'required' }),
  memberInfoUpdate: endpoint<ProfileUpdatePayload, MemberInfo>({
    method: 'POST',
    path: '/wps/member/info/update',
    token: 'required',
  }),
  headIconSet: endpoint<HeadIconSetPayload, void>({
    method: 'POST',
    path: '/wps/member/headIcon',
    token: 'required',
    body: 'form',
  }),
  headIconGet: endpoint<void, HeadIcon>({ method: 'GET', path: '/wps/member/headIcon', token: 'required' }),
  playerAvatar: endpoint<{ userName: string }, HeadIcon>({
    method: 'GET',
    path: '/wps/member/avatar',
    token: 'optional',
  }),
  feedback: endpoint<FeedbackPayload, void>({ method: 'PUT', path: '/wps/member/feedback', token: 'required' }),
  inboxUnreadCount: endpoint<void, number>({
    method: 'GET',
    path: '/wps/member/mail/unread',
    token: 'required',
    silent: true,
  }),
  chatUnreadCount: endpoint<void, ChatUnread>({
    method: 'GET',
    path: '/wps/chat/unread',
    token: 'required',
    silent: true,
  }),
  availablePromotions: endpoint<void, AvailablePromotions>({
    method: 'GET',
    path: '/wps/member/promotions/available',
    token: 'required',
  }),
  promotionComment: endpoint<PromotionCommentPayload, void>({
    method: 'POST',
    path: '/wps/member/promotions/comment',
    token: 'required',
  }),
  // Wallet movements
  depositChannels: endpoint<void, DepositChannel[]>({
    method: 'GET',
    path: '/wps/member/deposit/channels',
    token: 'required',
  }),
  deposit: endpoint<DepositPayload, DepositResult>({
    method: 'POST',
    path: '/wps/member/deposit',
    token: 'required',
    money: 'deposit',
  }),
  withdrawInfo: endpoint<void, WithdrawInfo>({ method: 'GET', path: '/wps/member/withdraw/info', token: 'required' }),
  withdraw: endpoint<WithdrawPayload, WithdrawResult>({
    method: 'POST',
    path: '/wps/member/withdraw',
    token: 'required',
    money: 'withdrawal',
  }),
  /** What became of a money call, by its idempotency key (after a timeout; docs/decisions/member.md). */
  orderStatus: endpoint<OrderStatusQuery, OrderStatus>({
    method: 'GET',
    path: '/wps/member/order/status',
    token: 'required',
  }),
  transactionRecords: endpoint<TransactionQuery, PagedList<TransactionRecord>>({
    method: 'GET',
    path: '/wps/member/transaction/record',
    token: 'required',
  }),
  // Inbox
  mailList: endpoint<PageQuery, PagedList<Mail>>({ method: 'GET', path: '/wps/member/mail', token: 'required' }),
  mailRead: endpoint<MailIdPayload, void>({ method: 'POST', path: '/wps/member/mail/read', token: 'required' }),
  mailReadAll: endpoint<void, void>({ method: 'POST', path: '/wps/member/mail/readAll', token: 'required' }),
  mailDelete: endpoint<MailIdPayload, void>({ method: 'DELETE', path: '/wps/member/mail', token: 'required' }),
  // Security
  paymentPasswordSet: endpoint<PaymentPasswordPayload, void>({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    token: 'required',
  }),
};
