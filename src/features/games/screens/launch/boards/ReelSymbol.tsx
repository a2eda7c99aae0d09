import type { ReactNode } from 'react';

/** Demo reel symbols as inline SVG (no emoji font needed). Decorative: the cell carries the name. */
const SYMBOL_ART: Record<string, ReactNode> = {
  seven: (
    <text
      x="24"
      y="38"
      textAnchor="middle"
      fontSize="38"
      fontWeight="900"
      fill="#dc2626"
      fontFamily="Arial, sans-serif"
    >
      7
    </text>
  ),
  bar: (
    <>
      <rect x="4" y="14" width="40" height="20" rx="4" fill="#1e1b4b" />
      <text
        x="24"
        y="29"
        textAnchor="middle"
        fontSize="13"
        fontWeight="900"
        fill="#fbbf24"
        fontFamily="Arial, sans-serif"
      >
        BAR
      </text>
    </>
  ),
  bell: (
    <path
      d="M12 34V22a12 12 0 0 1 24 0v12l4 4H8zM20 40a4 4 0 0 0 8 0"
      fill="#f59e0b"
      stroke="#b45309"
      strokeWidth="2"
    />
  ),
  cherry: (
    <>
      <path d="M16 30C18 18 24 10 34 6M32 30c0-10-2-18 2-24" stroke="#15803d" strokeWidth="3" fill="none" />
      <circle cx="15" cy="34" r="9" fill="#dc2626" />
      <circle cx="33" cy="34" r="9" fill="#b91c1c" />
    </>
  ),
  star: (
    <path d="M24 4l6 13 14 2-10 10 2 14-12-7-12 7 2-14L4 19l14-2z" fill="#facc15" stroke="#ca8a04" strokeWidth="2" />
  ),
  gem: (
    <path
      d="M10 16l8-8h12l8 8-14 24zM10 16h28M18 8l6 8 6-8M24 16v24"
      fill="#38bdf8"
      stroke="#0369a1"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
};

export function ReelSymbol({ symbol }: { symbol: string }) {
  return (
    <svg width="56" height="56" viewBox="0 0 48 48" aria-hidden="true">
      {SYMBOL_ART[symbol] ?? SYMBOL_ART.seven}
    </svg>
  );
}
