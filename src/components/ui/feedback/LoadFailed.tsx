import { useTranslation } from '@/lib/use-translation';
import { loadErrorMessageKey } from '@/api';

interface LoadFailedProps {
  error?: unknown;
  onRetry(): void;
  /** In a box of its own size (a banner, the notice bar): fills it, centred, small enough for a half-width slot. */
  compact?: boolean;
}

/** "Load failed, click to retry" (or "no network") for a page or block whose call failed. */
export function LoadFailed({ error, onRetry, compact }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'load-failed load-failed--compact' : 'load-failed'} role="alert">
      <button type="button" className="load-failed__button" onClick={onRetry}>
        {t(loadErrorMessageKey(error))}
      </button>
    </div>
  );
}
