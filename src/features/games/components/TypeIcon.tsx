/** Small pictograms per game type (24×24, decorative). */
const TYPE_PATHS: Record<string, string> = {
  HOT: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-4 2-5 0 2 1 3 2 3 0-4-1-6 1-9z',
  RNG: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  LIVE: 'M3 6h18v11H3zM8 21h8M12 17v4M10 9l5 2.5-5 2.5z',
  PVP: 'M7 3h10v18H7zM11 8l1-2 1 2-1 2zM9 16h6',
  FISH: 'M2 12c4-6 12-6 16 0-4 6-12 6-16 0zM18 12l4-4v8zM7 11h.01',
  SPORTS: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 5h-5L8 10z',
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 13.5h.01',
  COCKFIGHT: 'M8 20l2-5c-3-1-5-4-4-7l3 1 1-4 3 3 3-2v4c2 1 3 3 2 5-1 3-4 4-7 4zM14 9h.01',
  INHOUSE: 'M3 11l9-8 9 8v9H3zM10 20v-5h4v5',
  LOTT: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8v8M8 12h8',
};
const FALLBACK = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';

export function TypeIcon({ type, size = 22 }: { type: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={TYPE_PATHS[type] ?? FALLBACK} />
    </svg>
  );
}
