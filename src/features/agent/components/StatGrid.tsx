import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
  className?: string;
}

/** Labelled figures in a two-column grid. */
export function StatGrid({ stats, hero }: { stats: Stat[]; hero?: boolean }) {
  return (
    <dl className={`agent-stats ${hero ? 'agent-stats--hero' : ''}`}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd className={stat.className}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
