// @vitest-environment node
import games from '@fixtures/games.json';
import gameRounds from '@fixtures/gameRounds.json';
import mallItems from '@fixtures/mallItems.json';
import rewards from '@fixtures/rewards.json';
import vipLevels from '@fixtures/vipLevels.json';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rewardsContract } from '../contract/rewards';
import {
  isReadableClubBenefit,
  isReadableGameRecordPage,
  isReadableMall,
  isReadableMallRedeem,
  isReadableRewardClaim,
  isReadableRewards,
  isReadableSignIn,
  isReadableSignInStatus,
} from './rewards';
import { ANSWER_GUARDS } from './index';

// Answers as the mock server gives them (mock-server/routes/rewards.ts, from fixtures/), in English.
const PICTURE = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const CLUB = {
  currentLevel: 1,
  validBet: 12_000,
  levels: vipLevels.map((l) => ({ level: l.level, name: l.name.EN, requiredBet: l.requiredBet, benefits: l.benefits })),
};
const RECORDS = gameRounds.slice(0, 3).map((r) => {
  const game = games[r.gameIndex % games.length]!;
  return {
    id: r.id,
    time: new Date(Date.now() - r.minutesAgo * 60_000).toISOString(),
    gameType: game.type,
    vendor: game.vendor,
    gameName: game.name,
    stake: r.stake,
    payout: r.payout,
  };
});
const RECORD_PAGE = {
  list: RECORDS,
  pageNum: 1,
  totalPages: 1,
  total: RECORDS.length,
  summary: {
    count: RECORDS.length,
    stake: RECORDS.reduce((sum, r) => sum + r.stake, 0),
    payout: RECORDS.reduce((sum, r) => sum + r.payout, 0),
  },
};
const REWARDS = rewards.map((r) => ({
  id: r.id,
  kind: r.kind,
  title: r.title.EN,
  amount: r.amount,
  status: r.claimed ? 'CLAIMED' : r.daysLeft < 0 ? 'EXPIRED' : 'CLAIMABLE',
  expireTime: new Date(Date.now() + r.daysLeft * 86_400_000).toISOString(),
}));
const MALL = {
  points: 1280,
  items: mallItems.map((i) => ({
    id: i.id,
    name: i.name.EN,
    points: i.points,
    stock: i.stock,
    kind: i.kind,
    cashValue: i.cashValue,
    image: PICTURE,
  })),
};
const SIGN_IN_STATUS = {
  today: '2026-10-27',
  signedDays: [18, 21, 22, 25, 26],
  todaySigned: false,
  streak: 2,
  streakRewards: [5, 10, 15, 20, 30, 40, 100],
  points: 1280,
};
const CLAIMED = { amount: 88, balance: 1088 };
const REDEEMED = { points: 780, balance: 1010 };
const SIGNED = { reward: 15, streak: 3, points: 1295 };

const [LEVEL] = CLUB.levels;
const [RECORD] = RECORDS;
const [REWARD] = REWARDS;
const [ITEM] = MALL.items;

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });

type Guard = (value: unknown) => boolean;

/**
 * Each row with the answer the mock gives and that answer broken in a field the row reads: its guard
 * (through ANSWER_GUARDS, as the adapter loads it) accepts the one and refuses the other, so a row
 * wired to another call's guard fails here.
 */
const ANSWERS: [keyof typeof rewardsContract & keyof typeof ANSWER_GUARDS, unknown, unknown][] = [
  ['clubBenefit', CLUB, without(CLUB, 'currentLevel')],
  ['gameRecords', RECORD_PAGE, without(RECORD_PAGE, 'list')],
  ['rewards', REWARDS, [without(REWARD!, 'status')]],
  ['rewardClaim', CLAIMED, without(CLAIMED, 'amount')],
  ['mall', MALL, withField(MALL, 'items', 'drift')],
  ['mallRedeem', REDEEMED, without(REDEEMED, 'points')],
  ['signInStatus', SIGN_IN_STATUS, without(SIGN_IN_STATUS, 'today')],
  ['signIn', SIGNED, without(SIGNED, 'reward')],
];

describe('rewards answer guards', () => {
  it('the answers hold every kind of item', () => {
    expect([LEVEL, LEVEL?.benefits[0], RECORD, REWARD, ITEM]).not.toContain(undefined);
  });

  it.each(ANSWERS)(
    '%s: its row’s guard accepts the answer the mock gives (which keeps the contract), and refuses it broken',
    (name, answer, broken) => {
      expect(v.is(rewardsContract[name].res, answer)).toBe(true);
      expect(ANSWER_GUARDS[name]!(answer)).toBe(true);
      expect(ANSWER_GUARDS[name]!(broken)).toBe(false);
    },
  );

  it.each<[string, Guard, unknown]>([
    ['no levels', isReadableClubBenefit, { ...CLUB, levels: [] }],
    ['a level without benefits listed', isReadableClubBenefit, { ...CLUB, levels: [{ ...LEVEL, benefits: [] }] }],
    ['a page of game records without summary', isReadableGameRecordPage, without(RECORD_PAGE, 'summary')],
    ['an empty page of game records', isReadableGameRecordPage, { ...RECORD_PAGE, list: [], total: 0 }],
    ['no rewards', isReadableRewards, []],
    ['a mall without items', isReadableMall, { points: 0, items: [] }],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['club benefits without the current level', isReadableClubBenefit, without(CLUB, 'currentLevel')],
    ['club benefits with valid bets as text', isReadableClubBenefit, withField(CLUB, 'validBet', '12000')],
    ['club benefits with levels as an object', isReadableClubBenefit, withField(CLUB, 'levels', {})],
    ['a level without name', isReadableClubBenefit, { ...CLUB, levels: [without(LEVEL!, 'name')] }],
    [
      'a level with its requirement as text',
      isReadableClubBenefit,
      { ...CLUB, levels: [withField(LEVEL!, 'requiredBet', '5000')] },
    ],
    [
      'a benefit without value',
      isReadableClubBenefit,
      { ...CLUB, levels: [{ ...LEVEL, benefits: [{ code: 'upgradeBonus' }] }] },
    ],
    ['game records without list', isReadableGameRecordPage, without(RECORD_PAGE, 'list')],
    ['game records with the page number as text', isReadableGameRecordPage, withField(RECORD_PAGE, 'pageNum', '1')],
    ['a game record without vendor', isReadableGameRecordPage, { ...RECORD_PAGE, list: [without(RECORD!, 'vendor')] }],
    [
      'a game record with its stake as text',
      isReadableGameRecordPage,
      { ...RECORD_PAGE, list: [withField(RECORD!, 'stake', '1.00')] },
    ],
    [
      'a summary without count',
      isReadableGameRecordPage,
      withField(RECORD_PAGE, 'summary', without(RECORD_PAGE.summary, 'count')),
    ],
    [
      'a summary with its payout as text',
      isReadableGameRecordPage,
      withField(RECORD_PAGE, 'summary', withField(RECORD_PAGE.summary, 'payout', '219.95')),
    ],
    ['rewards that are no list', isReadableRewards, REWARD],
    ['a reward without status', isReadableRewards, [without(REWARD!, 'status')]],
    ['a reward with its amount as text', isReadableRewards, [withField(REWARD!, 'amount', '88')]],
    ['a reward with its expiry as a number', isReadableRewards, [withField(REWARD!, 'expireTime', 1_767_225_600_000)]],
    ['a claim without amount', isReadableRewardClaim, without(CLAIMED, 'amount')],
    ['a claim with its amount as text', isReadableRewardClaim, withField(CLAIMED, 'amount', '88')],
    ['a claim that is no object', isReadableRewardClaim, null],
    ['a mall without points', isReadableMall, without(MALL, 'points')],
    ['a mall with items as text', isReadableMall, withField(MALL, 'items', 'drift')],
    ['an item without image', isReadableMall, { ...MALL, items: [without(ITEM!, 'image')] }],
    ['an item with its stock as text', isReadableMall, { ...MALL, items: [withField(ITEM!, 'stock', '999')] }],
    ['a redemption without points', isReadableMallRedeem, without(REDEEMED, 'points')],
    ['a redemption with its points as text', isReadableMallRedeem, withField(REDEEMED, 'points', '780')],
    ['a sign-in status without today', isReadableSignInStatus, without(SIGN_IN_STATUS, 'today')],
    ['a sign-in status without the ladder', isReadableSignInStatus, without(SIGN_IN_STATUS, 'streakRewards')],
    [
      'a sign-in status with today’s flag as text',
      isReadableSignInStatus,
      withField(SIGN_IN_STATUS, 'todaySigned', 'false'),
    ],
    [
      'a sign-in status with signed days as text',
      isReadableSignInStatus,
      withField(SIGN_IN_STATUS, 'signedDays', ['18', '21']),
    ],
    ['a sign-in without reward', isReadableSignIn, without(SIGNED, 'reward')],
    ['a sign-in with its reward as text', isReadableSignIn, withField(SIGNED, 'reward', '15')],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
