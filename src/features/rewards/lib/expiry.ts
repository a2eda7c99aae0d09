import { daysSpanned } from '@/lib/dates';

/** Whole calendar days from today to the expiry day (0: expires today, negative: gone). */
export const daysUntil = (expireTime: string, now: Date = new Date()): number =>
  daysSpanned(now, new Date(expireTime)) - 1;
