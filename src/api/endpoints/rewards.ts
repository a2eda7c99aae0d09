import { endpoint } from '../endpoint';
import type { MailIdPayload } from '../types/member';
import type {
  ClubBenefit, GameRecordPage, GameRecordQuery, MallOverview, MallRedeemResult, Reward, RewardClaimResult,
  SignInResult, SignInStatus,
} from '../types/rewards';

/** Play history, rewards, points mall, daily sign-in and VIP benefits. */
export const rewardsEndpoints = {
  clubBenefit: endpoint<void, ClubBenefit>({ method: 'GET', path: '/wps/member/club/benefit', token: 'required' }),
  gameRecords: endpoint<GameRecordQuery, GameRecordPage>({ method: 'GET', path: '/wps/member/game/record', token: 'required' }),
  rewards: endpoint<void, Reward[]>({ method: 'GET', path: '/wps/member/reward', token: 'required' }),
  rewardClaim: endpoint<MailIdPayload, RewardClaimResult>({ method: 'POST', path: '/wps/member/reward/claim', token: 'required' }),
  mall: endpoint<void, MallOverview>({ method: 'GET', path: '/wps/member/mall', token: 'required' }),
  mallRedeem: endpoint<{ itemId: string }, MallRedeemResult>({ method: 'POST', path: '/wps/member/mall/redeem', token: 'required' }),
  signInStatus: endpoint<void, SignInStatus>({ method: 'GET', path: '/wps/member/signIn', token: 'required' }),
  signIn: endpoint<void, SignInResult>({ method: 'POST', path: '/wps/member/signIn', token: 'required' }),
};
