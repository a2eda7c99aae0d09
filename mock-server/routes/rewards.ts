import accountsSeed from '@fixtures/rewardAccounts.json';
import gameRoundsSeed from '@fixtures/gameRounds.json';
import mallItemsSeed from '@fixtures/mallItems.json';
import rewardsSeed from '@fixtures/rewards.json';
import type { LanguageCode } from '@/api/types/common';
import type {
  GameRecord,
  MallItem,
  MallItemKind,
  Reward,
  RewardKind,
  RewardStatus,
  VipBenefitCode,
} from '@/api/types/rewards';
import { isTrialType } from '@/config/constants';
import { formatDate } from '@/lib/format';
import { gameRows } from '../catalogue';
import { fail, member, type DomainHandlers, type MockContext } from '../context';
import type { MockUser } from '../db';
import { demoRoundsOf } from '../demo-games';
import { mallImage } from '../images';
import { validBetOf, VIP_LEVELS, vipLevelOf } from '../vip';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Game records are kept this many days back (today included), and one query spans at most a month. */
const GAME_RECORD_KEPT_DAYS = 60;
const GAME_RECORD_MAX_SPAN_DAYS = 31;
/** Points of day 1…7 of the sign-in streak ladder; the ladder starts again after day 7. */
const STREAK_REWARDS = [5, 10, 15, 20, 30, 40, 100];
const GAME_TYPES = new Set(gameRows.map((g) => g.type));

type Localised = Record<LanguageCode, string>;

/** What players change: points, sign-in days, claimed rewards, mall stock. */
interface RewardsState {
  points: Record<string, number>;
  /** userId → YYYY-MM-DD days signed. */
  signedDays: Record<string, string[]>;
  /** userId → reward ids claimed in the demo. */
  claimed: Record<string, string[]>;
  /** Mall stock is shared by every player. */
  stock: Record<string, number>;
}

const dayOffset = (days: number, from = new Date()) =>
  formatDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() - days));

const state = (ctx: MockContext): RewardsState =>
  ctx.db.slice<RewardsState>('rewards', () => ({
    points: Object.fromEntries(accountsSeed.map((a) => [a.userId, a.points])),
    signedDays: Object.fromEntries(accountsSeed.map((a) => [a.userId, a.signedDaysAgo.map((d) => dayOffset(d))])),
    claimed: {},
    stock: Object.fromEntries(mallItemsSeed.map((i) => [i.id, i.stock])),
  }));

const round2 = (n: number) => Math.round(n * 100) / 100;
const localised = (names: Localised, language: LanguageCode) => names[language] ?? names.EN;

/** Claims, sign-ins and redemptions need a real account (accounts-and-access §6). */
function realMember(ctx: MockContext): MockUser {
  const user = member(ctx);
  if (isTrialType(user.type)) fail('trial.forbidden');
  return user;
}

function pointsOf(ctx: MockContext, user: MockUser): number {
  return state(ctx).points[user.id] ?? 0;
}

// ---- Game records ----

function parseDay(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y!, m! - 1, d!);
  return formatDate(date) === value ? date : null;
}

function checkedRange(startDate: unknown, endDate: unknown): [number, number] {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  const today = parseDay(dayOffset(0))!;
  const oldest = parseDay(dayOffset(GAME_RECORD_KEPT_DAYS - 1))!;
  if (!start || !end || start > end || end > today || start < oldest) return fail('validation.error');
  if (Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1 > GAME_RECORD_MAX_SPAN_DAYS)
    return fail('validation.error');
  return [start.getTime(), end.getTime() + DAY_MS - 1];
}

/** The player's seeded rounds and the demo games they played, newest first. */
function roundsOf(ctx: MockContext, user: MockUser, gameType: string, [from, to]: [number, number]): GameRecord[] {
  const now = Date.now();
  const seeded = gameRoundsSeed
    .filter((r) => r.userId === user.id)
    .map((r) => {
      const game = gameRows[r.gameIndex % gameRows.length]!;
      return {
        time: now - r.minutesAgo * MINUTE_MS,
        id: r.id,
        gameType: game.type,
        vendor: game.vendor,
        gameName: game.name,
        stake: r.stake,
        payout: r.payout,
      };
    });
  return [...demoRoundsOf(ctx.db, user.id), ...seeded]
    .filter((r) => r.time >= from && r.time <= to && (gameType === '' || r.gameType === gameType))
    .sort((a, b) => b.time - a.time)
    .map(({ time, id, gameType, vendor, gameName, stake, payout }) => ({
      id,
      time: new Date(time).toISOString(),
      gameType,
      vendor,
      gameName,
      stake,
      payout,
    }));
}

// ---- Rewards ----

function expireTime(daysLeft: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysLeft, 23, 59, 59).toISOString();
}

const STATUS_ORDER: Record<RewardStatus, number> = { CLAIMABLE: 0, CLAIMED: 1, EXPIRED: 2 };

function rewardsOf(ctx: MockContext, user: MockUser): Reward[] {
  if (isTrialType(user.type)) return [];
  const claimed = new Set(state(ctx).claimed[user.id] ?? []);
  return rewardsSeed
    .map((r) => ({
      id: r.id,
      kind: r.kind as RewardKind,
      title: localised(r.title, ctx.language),
      amount: r.amount,
      status: (r.claimed || claimed.has(r.id) ? 'CLAIMED' : r.daysLeft < 0 ? 'EXPIRED' : 'CLAIMABLE') as RewardStatus,
      expireTime: expireTime(r.daysLeft),
    }))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.expireTime.localeCompare(b.expireTime));
}

// ---- Mall ----

function mallItems(ctx: MockContext): MallItem[] {
  const { stock } = state(ctx);
  return mallItemsSeed.map((item) => ({
    id: item.id,
    name: localised(item.name, ctx.language),
    points: item.points,
    stock: stock[item.id] ?? 0,
    kind: item.kind as MallItemKind,
    cashValue: item.cashValue,
    image: mallImage(item.id, item.kind, localised(item.name, ctx.language)),
  }));
}

// ---- Sign-in ----

/** Consecutive signed days ending today, or yesterday while today is not signed yet. */
function streakOf(days: string[], now = new Date()): number {
  const signed = new Set(days);
  let offset = signed.has(dayOffset(0, now)) ? 0 : 1;
  let streak = 0;
  while (signed.has(dayOffset(offset, now))) {
    streak += 1;
    offset += 1;
  }
  return streak;
}

function signInStatus(ctx: MockContext, user: MockUser) {
  const days = state(ctx).signedDays[user.id] ?? [];
  const today = formatDate(new Date());
  const month = today.slice(0, 7);
  return {
    today,
    signedDays: days
      .filter((d) => d.startsWith(month))
      .map((d) => Number(d.slice(8)))
      .sort((a, b) => a - b),
    todaySigned: days.includes(today),
    streak: streakOf(days),
    streakRewards: STREAK_REWARDS,
    points: pointsOf(ctx, user),
  };
}

export const rewardsHandlers: DomainHandlers = {
  clubBenefit: (ctx) => {
    const user = member(ctx);
    const levels = VIP_LEVELS.map((l) => ({
      level: l.level,
      name: localised(l.name, ctx.language),
      requiredBet: l.requiredBet,
      benefits: l.benefits.map((b) => ({ code: b.code as VipBenefitCode, value: b.value })),
    }));
    return { currentLevel: vipLevelOf(user), validBet: validBetOf(user), levels };
  },

  gameRecords: (ctx) => {
    const user = member(ctx);
    const { startDate, endDate, gameType = '' } = ctx.payload;
    const range = checkedRange(startDate, endDate);
    if (gameType !== '' && !GAME_TYPES.has(gameType)) return fail('validation.error');
    // The gateway has checked the paging numbers of the query (src/api/contract).
    const pageNo = Number(ctx.payload.pageNo);
    const pageSize = Number(ctx.payload.pageSize);
    const rows = roundsOf(ctx, user, gameType, range);
    return {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
      total: rows.length,
      summary: {
        count: rows.length,
        stake: round2(rows.reduce((sum, r) => sum + r.stake, 0)),
        payout: round2(rows.reduce((sum, r) => sum + r.payout, 0)),
      },
    };
  },

  rewards: (ctx) => rewardsOf(ctx, member(ctx)),

  rewardClaim: (ctx) => {
    const user = realMember(ctx);
    const reward = rewardsOf(ctx, user).find((r) => r.id === ctx.payload?.id);
    if (!reward || reward.status !== 'CLAIMABLE') return fail('validation.error');
    const claimed = state(ctx).claimed;
    claimed[user.id] = [...(claimed[user.id] ?? []), reward.id];
    user.balance = round2(user.balance + reward.amount);
    return { amount: reward.amount, balance: user.balance };
  },

  mall: (ctx) => ({ points: pointsOf(ctx, member(ctx)), items: mallItems(ctx) }),

  mallRedeem: (ctx) => {
    const user = realMember(ctx);
    const item = mallItems(ctx).find((i) => i.id === ctx.payload?.itemId);
    if (!item || item.stock < 1) return fail('validation.error');
    const points = pointsOf(ctx, user);
    // No points-specific code exists in the error table: "insufficient balance" is the closest.
    if (points < item.points) return fail('balance.insufficient');
    const s = state(ctx);
    s.points[user.id] = points - item.points;
    s.stock[item.id] = item.stock - 1;
    if (item.kind === 'CASH') user.balance = round2(user.balance + item.cashValue);
    return { points: s.points[user.id]!, balance: user.balance };
  },

  signInStatus: (ctx) => signInStatus(ctx, member(ctx)),

  signIn: (ctx) => {
    const user = realMember(ctx);
    const s = state(ctx);
    const today = formatDate(new Date());
    const days = s.signedDays[user.id] ?? [];
    if (days.includes(today)) return fail('validation.error');
    s.signedDays[user.id] = [...days, today];
    const streak = streakOf(s.signedDays[user.id]!);
    const reward = STREAK_REWARDS[(streak - 1) % STREAK_REWARDS.length]!;
    s.points[user.id] = pointsOf(ctx, user) + reward;
    return { reward, streak, points: s.points[user.id]! };
  },
};
