import { formatDate } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23 14:05" in local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
