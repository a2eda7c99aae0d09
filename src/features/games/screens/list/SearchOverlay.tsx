import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { VendorName } from '@/api/types/games';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGameList } from '../../api/use-game-list';
import { GameTile } from '../../components/GameTile';
import { useTileActions } from '../../lib/use-tile-actions';
import { SEARCH_DEBOUNCE_MS, SEARCH_NAME_MAX } from '../../constants';
import { EMPTY_FILTERS, type ListFilters } from '../../lib/list-state';
import { ChoiceChips } from './ChoiceChips';
import { useFilterOptions } from '../../lib/filter-options';

interface SearchOverlayProps {
  gameType: string;
  category: string;
  vendors: readonly VendorName[];
  onClose(): void;
}

const hasCriteria = (f: ListFilters) => !!(f.name.trim() || f.provider || f.classify || f.minBet);

/**
 * §2 search overlay: name box (500 ms debounce, trimmed), chips for manufacturer, category and
 * minimum bet, results 25 at a time with "load more".
 */
export function SearchOverlay({ gameType, category, vendors, onClose }: SearchOverlayProps) {
  const { t } = useTranslation('games');
  const [filters, setFilters] = useState<ListFilters>(EMPTY_FILTERS);
  const name = useDebouncedValue(filters.name, SEARCH_DEBOUNCE_MS);
  const criteria = { ...filters, name };
  const searching = hasCriteria(criteria);
  const results = useGameList(gameType, { ...criteria, tab: 'search' }, { enabled: searching });
  const options = useFilterOptions(vendors);
  const { tileProps } = useTileActions(category);
  const set = (patch: Partial<ListFilters>) => setFilters((f) => ({ ...f, ...patch }));
  // The sheet opens to type a name: the box takes the focus from the dialog's first control (its
  // effect runs before this one, as a child's does).
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);

  return (
    <Dialog open onClose={onClose} title={t('search.title')} variant="sheet" className="search-overlay">
      <label className="field__control search-overlay__box">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t('search.name')}</span>
        <input
          ref={box}
          type="search"
          value={filters.name}
          placeholder={t('search.placeholder')}
          onChange={(e) => set({ name: e.target.value })}
          maxLength={SEARCH_NAME_MAX}
          enterKeyHint="search"
        />
      </label>
      <ChoiceChips
        label={t('filter.manufacturer')}
        options={options.providers}
        value={filters.provider}
        onChange={(provider) => set({ provider })}
      />
      <ChoiceChips
        label={t('filter.category')}
        options={options.classify}
        value={filters.classify}
        onChange={(classify) => set({ classify })}
      />
      <ChoiceChips
        label={t('filter.minBet')}
        options={options.minBet}
        value={filters.minBet}
        onChange={(minBet) => set({ minBet })}
      />
      <section className="search-overlay__results" aria-label={t('search.results')}>
        {!searching ? (
          <p className="search-overlay__hint">{t('search.hint')}</p>
        ) : results.isError && results.games.length === 0 ? (
          <LoadFailed error={results.error} onRetry={() => void results.refetch()} />
        ) : results.isPending ? (
          <Spinner />
        ) : results.games.length === 0 ? (
          <EmptyState>{t('search.noResults')}</EmptyState>
        ) : (
          <>
            <ul className="tile-grid">
              {results.games.map((game) => (
                <li key={game.nodeId}>
                  <GameTile {...tileProps(game)} />
                </li>
              ))}
            </ul>
            {results.hasNextPage && (
              <button
                type="button"
                className="btn btn--ghost btn--block"
                onClick={() => void results.fetchNextPage()}
                disabled={results.isFetchingNextPage}
              >
                {results.isFetchingNextPage ? t('list.loadingMore') : t('search.loadMore')}
              </button>
            )}
          </>
        )}
      </section>
    </Dialog>
  );
}
