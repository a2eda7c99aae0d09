import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="30" fill="var(--c-surface-2)" />
        <path d="M22 44h28M26 30h4M42 30h4" stroke="var(--c-text-dim)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{children}</p>
    </div>
  );
}
