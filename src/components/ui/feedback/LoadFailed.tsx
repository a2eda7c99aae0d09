import { useTranslation } from '@/lib/use-translation';
import { loadErrorMessageKey } from '@/api';

/** "Load failed, click to retry" (or "no network") for a page or block whose call failed. */
export function LoadFailed({ error, onRetry }: { error?: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert">
      <button type="button" className="load-failed__button" onClick={onRetry}>
        {t(loadErrorMessageKey(error))}
      </button>
    </div>
  );
}
