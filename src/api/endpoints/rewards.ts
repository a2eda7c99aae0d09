import { endpoint } from '../endpoint';
import { byCall } from '../readable/common';
import type {
  ClubBenefit,
  GameRecordPage,
  GameRecordQuery,
  MallOverview,
  MallRedeemPayload,
  MallRedeemResult,
  Reward,
  RewardClaimResult,
  RewardIdPayload,
  SignInResult,
  SignInStatus,
} from '../types/rewards';

/** Play history, rewards, points mall, daily sign-in and VIP benefits. */
export const rewardsEndpoints = {
  clubBenefit: endpoint<void, ClubBenefit>({
    method: 'GET',
    path: '/wps/member/club/benefit',
    token: 'required',
    readable: byCall,
  }),
  gameRecords: endpoint<GameRecordQuery, GameRecordPage>({
    method: 'GET',
    path: '/wps/member/game/record',
    token: 'required',
    readable: byCall,
  }),
  rewards: endpoint<void, Reward[]>({
    method: 'GET',
    path: '/wps/member/reward',
    token: 'required',
    readable: byCall,
  }),
  rewardClaim: endpoint<RewardIdPayload, RewardClaimResult>({
    method: 'POST',
    path: '/wps/member/reward/claim',
    token: 'required',
    money: 'claim',
    readable: byCall,
  }),
  mall: endpoint<void, MallOverview>({
    method: 'GET',
    path: '/wps/member/mall',
    token: 'required',
    readable: byCall,
  }),
  mallRedeem: endpoint<MallRedeemPayload, MallRedeemResult>({
    method: 'POST',
    path: '/wps/member/mall/redeem',
    token: 'required',
    money: 'redemption',
    readable: byCall,
  }),
  signInStatus: endpoint<void, SignInStatus>({
    method: 'GET',
    path: '/wps/member/signIn',
    token: 'required',
    readable: byCall,
  }),
  signIn: endpoint<void, SignInResult>({
    method: 'POST',
    path: '/wps/member/signIn',
    token: 'required',
    sideEffect: true,
    readable: byCall,
  }),
};
