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

export interface ClubBenefit {
  level: string;
  benefits: { title: string; description: string }[];
}

export interface AvailablePromotions {
  content: { id: string; title: string; endDate?: string }[];
}
