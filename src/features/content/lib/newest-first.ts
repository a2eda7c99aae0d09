/** A start date as the platform sends it ("YYYY-MM-DD HH:mm:ss" or ISO) in ms; an unreadable one counts as oldest. */
const startTime = (date: string) => Date.parse(date.replace(' ', 'T')) || 0;

/** Announcements newest first by start date (the message list and the marquee). */
export const newestFirst = <T extends { startDate: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => startTime(b.startDate) - startTime(a.startDate));
