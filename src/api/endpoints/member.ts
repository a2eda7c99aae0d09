import { endpoint } from '../endpoint';
import type {
  AvailablePromotions, ChatUnread, ClubBenefit, FeedbackPayload, HeadIcon, HeadIconSetPayload, MemberInfo, Wallet,
} from '../types/member';

export const memberEndpoints = {
  memberInfo: endpoint<void, MemberInfo>({ method: 'GET', path: '/wps/member/info', token: 'required' }),
  memberWallet: endpoint<void, Wallet>({ method: 'GET', path: '/wps/member/info/funds/consolidated', token: 'required' }),
  merchantWallet: endpoint<void, Wallet>({ method: 'GET', path: '/wps/member/info/funds/merchant', token: 'required' }),
  headIconSet: endpoint<HeadIconSetPayload, void>({ method: 'POST', path: '/wps/member/headIcon', token: 'required', body: 'form' }),
  headIconGet: endpoint<void, HeadIcon>({ method: 'GET', path: '/wps/member/headIcon', token: 'required' }),
  playerAvatar: endpoint<{ userName: string }, HeadIcon>({ method: 'GET', path: '/wps/member/avatar', token: 'optional' }),
  feedback: endpoint<FeedbackPayload, void>({ method: 'PUT', path: '/wps/member/feedback', token: 'required' }),
  inboxUnreadCount: endpoint<void, number>({ method: 'GET', path: '/wps/member/mail/unread', token: 'required', silent: true }),
  chatUnreadCount: endpoint<void, ChatUnread>({ method: 'GET', path: '/wps/chat/unread', token: 'required', silent: true }),
  clubBenefit: endpoint<void, ClubBenefit>({ method: 'GET', path: '/wps/member/club/benefit', token: 'required' }),
  availablePromotions: endpoint<void, AvailablePromotions>({ method: 'GET', path: '/wps/member/promotions/available', token: 'required' }),
};
