import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';

/** Previous / next page with "Page x of y"; hidden when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation('agent');
  if (totalPages <= 1) return null;
  return (
    <nav className="agent-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pager.prev')}
      >
        <Icon name="back" size={18} />
      </button>
      <span className="agent-pager__status" aria-live="polite">
        {t('pager.status', { page, total: totalPages })}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('pager.next')}
      >
        <Icon name="chevron" size={18} />
      </button>
    </nav>
  );
}
