import type { ReactNode } from 'react';

/** A labelled checkbox with a large touch target. */
export function Checkbox({
  checked,
  onChange,
  children,
  name,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  name: string;
}) {
  return (
    <label className="auth-check">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
