import type { ReactNode } from 'react';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import '../agent.css';

export interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/** A query's waiting and failed states; the content once it has data. */
export function QueryBoundary({ query, children }: { query: QueryState; children: () => ReactNode }) {
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  if (query.isPending) return <Spinner />;
  return children();
}

/** The frame of an agent screen (the title bar comes from the routes table). */
export function AgentPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`page agent-page ${className ?? ''}`}>{children}</div>;
}
