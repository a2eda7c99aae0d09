import type { CSSProperties } from 'react';
import './vendor-badge.css';

/** The provider's colour: a hue picked from its code, the same on every screen and in every build. */
export const vendorHue = (vassalage: string): number =>
  [...vassalage].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);

/**
 * A game provider's wordmark as a badge: a dark plate lit by the provider's colour, an accent bar and
 * the code set large in heavy italics; large badges add the full name under it. The platform's vendor
 * data carries no logo, so the app draws one. Decorative where the name is written beside it.
 */
export function VendorBadge({
  vassalage,
  name,
  size = 'small',
  decorative = true,
}: {
  vassalage: string;
  name: string;
  size?: 'small' | 'large';
  decorative?: boolean;
}) {
  const showName = size === 'large' && name.toUpperCase() !== vassalage.toUpperCase();
  return (
    <span
      className={`vendor-badge vendor-badge--${size}`}
      // The code's length sets its size (vendor-badge.css), so "SPADE" fits the badge like "PG".
      style={{ '--vendor-hue': vendorHue(vassalage), '--vendor-mark-length': vassalage.length } as CSSProperties}
      aria-hidden={decorative || undefined}
    >
      <span className="vendor-badge__mark">{vassalage}</span>
      {showName && <span className="vendor-badge__name">{name}</span>}
    </span>
  );
}
