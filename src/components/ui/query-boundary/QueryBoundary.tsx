import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { LoadFailed, Spinner } from '@/components/ui/feedback';

interface QueryBoundaryProps {
  children: ReactNode;
  /** Shown while a query inside is loading for the first time; a spinner unless given. */
  fallback?: ReactNode;
}

/**
 * The loading and failure states of a part that reads its data with `useSuspenseQuery`: the fallback
 * while it loads, "load failed, click to retry" when it fails, and the retry asks again (the failed
 * queries are reset, so they fetch once the part renders again).
 */
export function QueryBoundary({ children, fallback = <Spinner /> }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <LoadErrorBoundary onReset={reset}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </LoadErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

interface LoadErrorBoundaryProps {
  children: ReactNode;
  onReset(): void;
}

/** React's error boundaries are still classes only. */
class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: undefined, failed: false });
  };

  render() {
    return this.state.failed ? <LoadFailed error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}
