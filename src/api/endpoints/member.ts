import { endpoint } from '../endpoint';
import { anyAnswer, byCall, eagerGuard } from '../readable/common';
import { isReadableMemberInfo } from '../readable/member-info';
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
  memberInfo: endpoint<void, MemberInfo>({
    method: 'GET',
    path: '/wps/member/info',
    token: 'required',
    readable: eagerGuard(isReadableMemberInfo),
  }),
  memberWallet: endpoint<void, Wallet>({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    token: 'required',
    readable: byCall,
  }),
  merchantWallet: endpoint<void, Wallet>({
    method: 'GET',
    path: '/wps/member/info/funds/merchant',
    token: 'required',
    readable: anyAnswer,
  }),
  memberInfoUpdate: endpoint<ProfileUpdatePayload, MemberInfo>({
    method: 'POST',
    path: '/wps/member/info/update',
    token: 'required',
    readable: eagerGuard(isReadableMemberInfo),
  }),
  headIconSet: endpoint<HeadIconSetPayload, void>({
    method: 'POST',
    path: '/wps/member/headIcon',
    token: 'required',
    body: 'form',
    readable: anyAnswer,
  }),
  headIconGet: endpoint<void, HeadIcon>({
    method: 'GET',
    path: '/wps/member/headIcon',
    token: 'required',
    readable: byCall,
  }),
  playerAvatar: endpoint<{ userName: string }, HeadIcon>({
    method: 'GET',
    path: '/wps/member/avatar',
    token: 'optional',
    readable: anyAnswer,
  }),
  feedback: endpoint<FeedbackPayload, void>({
    method: 'PUT',
    path: '/wps/member/feedback',
    token: 'required',
    readable: anyAnswer,
  }),
  inboxUnreadCount: endpoint<void, number>({
    method: 'GET',
    path: '/wps/member/mail/unread',
    token: 'required',
    silent: true,
    readable: byCall,
  }),
  chatUnreadCount: endpoint<void, ChatUnread>({
    method: 'GET',
    path: '/wps/chat/unread',
    token: 'required',
    silent: true,
    readable: byCall,
  }),
  availablePromotions: endpoint<void, AvailablePromotions>({
    method: 'GET',
    path: '/wps/member/promotions/available',
    token: 'required',
    readable: byCall,
  }),
  promotionComment: endpoint<PromotionCommentPayload, void>({
    method: 'POST',
    path: '/wps/member/promotions/comment',
    token: 'required',
    readable: anyAnswer,
  }),
  // Wallet movements
  depositChannels: endpoint<void, DepositChannel[]>({
    method: 'GET',
    path: '/wps/member/deposit/channels',
    token: 'required',
    readable: byCall,
  }),
  deposit: endpoint<DepositPayload, DepositResult>({
    method: 'POST',
    path: '/wps/member/deposit',
    token: 'required',
    money: 'deposit',
    readable: byCall,
  }),
  withdrawInfo: endpoint<void, WithdrawInfo>({
    method: 'GET',
    path: '/wps/member/withdraw/info',
    token: 'required',
    readable: byCall,
  }),
  withdraw: endpoint<WithdrawPayload, WithdrawResult>({
    method: 'POST',
    path: '/wps/member/withdraw',
    token: 'required',
    money: 'withdrawal',
    readable: byCall,
  }),
  /** What became of a money call, by its idempotency key (after a timeout; docs/decisions/member.md). */
  orderStatus: endpoint<OrderStatusQuery, OrderStatus>({
    method: 'GET',
    path: '/wps/member/order/status',
    token: 'required',
    readable: byCall,
  }),
  transactionRecords: endpoint<TransactionQuery, PagedList<TransactionRecord>>({
    method: 'GET',
    path: '/wps/member/transaction/record',
    token: 'required',
    readable: byCall,
  }),
  // Inbox
  mailList: endpoint<PageQuery, PagedList<Mail>>({
    method: 'GET',
    path: '/wps/member/mail',
    token: 'required',
    readable: byCall,
  }),
  mailRead: endpoint<MailIdPayload, void>({
    method: 'POST',
    path: '/wps/member/mail/read',
    token: 'required',
    readable: anyAnswer,
  }),
  mailReadAll: endpoint<void, void>({
    method: 'POST',
    path: '/wps/member/mail/readAll',
    token: 'required',
    readable: anyAnswer,
  }),
  mailDelete: endpoint<MailIdPayload, void>({
    method: 'DELETE',
    path: '/wps/member/mail',
    token: 'required',
    readable: anyAnswer,
  }),
  // Security
  paymentPasswordSet: endpoint<PaymentPasswordPayload, void>({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    token: 'required',
    readable: anyAnswer,
  }),
};
