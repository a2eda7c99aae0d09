/** A vendor's mark: its name on a gradient picked from its code (vendor data carries no logo). */
export function VendorBadge({
  vassalage,
  name,
  size = 'small',
}: {
  vassalage: string;
  name: string;
  size?: 'small' | 'large';
}) {
  const hue = [...vassalage].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <span
      className={`vendor-badge vendor-badge--${size}`}
      style={{ '--vendor-hue': hue } as React.CSSProperties}
      aria-hidden="true"
    >
      {name}
    </span>
  );
}
