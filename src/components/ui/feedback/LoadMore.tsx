import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { LoadFailed } from './LoadFailed';

/** What a paged list's end needs of its infinite query. */
export type MorePages = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

/**
 * The end of a paged list: "Load more" while pages are left, and when the next page failed to load,
 * its "Load failed, click to retry" (the pages already shown stay).
 */
export function LoadMore({ pages, className = '' }: { pages: MorePages; className?: string }) {
  const { t } = useTranslation();
  const loadMore = () => void pages.fetchNextPage();
  if (pages.isFetchNextPageError) return <LoadFailed error={pages.error} onRetry={loadMore} />;
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`btn btn--ghost btn--block ${className}`}
      onClick={loadMore}
      disabled={pages.isFetchingNextPage}
    >
      {pages.isFetchingNextPage ? t('status.loading') : t('actions.loadMore')}
    </button>
  );
}
