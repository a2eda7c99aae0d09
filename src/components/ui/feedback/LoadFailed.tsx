import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api';

/** "Load failed, click to retry" for a page or block whose call failed. */
export function LoadFailed({ error, onRetry }: { error?: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const key = errorMessageKey(error);
  const message = key === 'errors.noNetwork' ? t('errors.noNetwork') : t('errors.loadFailed');
  return (
    <div className="load-failed" role="alert">
      <button type="button" className="load-failed__button" onClick={onRetry}>
        {message}
      </button>
    </div>
  );
}
