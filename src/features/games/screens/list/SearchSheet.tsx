import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { VendorName } from '@/api/types/games';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, LoadFailed, LoadMore, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGameList } from '../../api/use-game-list';
import { GameTile } from '../../components/GameTile';
import { useTileActions } from '../../lib/use-tile-actions';
import { SEARCH_DEBOUNCE_MS, SEARCH_NAME_MAX } from '../../constants';
import { EMPTY_FILTERS, type ListFilters, type ListScope } from '../../lib/list-state';
import { ChoiceChips } from './ChoiceChips';
import { useFilterOptions } from '../../lib/filter-options';

/** Search shows results as the player types; filter applies its choice to the list behind it. */
export type SearchSheetMode =
  | { kind: 'search'; category: string }
  | {
      kind: 'filter';
      /** The filters in force, to start from. */
      current: ListFilters;
      onApply(filters: ListFilters): void;
      onClear(): void;
    };

interface SearchSheetProps {
  scope: ListScope;
  vendors: readonly VendorName[];
  mode: SearchSheetMode;
  onClose(): void;
}

/**
 * §2 search overlay and filter panel, one sheet: the name box, manufacturer, and game type and
 * minimum bet (always when searching; on RNG pages only when filtering, as §2 says). Search opens
 * with the name box focused and lists results as the player types; filter has Apply and Clear.
 */
export function SearchSheet({ scope, vendors, mode, onClose }: SearchSheetProps) {
  const { t } = useTranslation('games');
  const searching = mode.kind === 'search';
  const [filters, setFilters] = useState<ListFilters>(searching ? EMPTY_FILTERS : mode.current);
  const options = useFilterOptions(vendors);
  const set = (patch: Partial<ListFilters>) => setFilters((f) => ({ ...f, ...patch }));
  // Search opens to type a name: the box takes the focus from the dialog's first control (its
  // effect runs before this one, as a child's does).
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searching) box.current?.focus();
  }, [searching]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode.kind === 'filter') mode.onApply({ ...filters, name: filters.name.trim() });
  };
  const clear = () => {
    if (mode.kind !== 'filter') return;
    setFilters(EMPTY_FILTERS);
    mode.onClear();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(searching ? 'search.title' : 'filter.title')}
      variant="sheet"
      className="search-sheet"
    >
      <form onSubmit={submit}>
        <label className="field__control search-sheet__box">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('search.name')}</span>
          <input
            ref={box}
            type="search"
            value={filters.name}
            placeholder={t('search.placeholder')}
            onChange={(e) => set({ name: e.target.value })}
            maxLength={SEARCH_NAME_MAX}
            enterKeyHint={searching ? 'search' : 'done'}
          />
        </label>
        <ChoiceChips
          label={t('filter.manufacturer')}
          options={options.providers}
          value={filters.provider}
          onChange={(provider) => set({ provider })}
        />
        {(searching || scope.gameType === 'RNG') && (
          <>
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
          </>
        )}
        {mode.kind === 'search' ? (
          <SearchResults scope={scope} category={mode.category} filters={filters} />
        ) : (
          <div className="search-sheet__actions">
            <button type="button" className="btn btn--ghost" onClick={clear}>
              {t('filter.clear')}
            </button>
            <button type="submit" className="btn btn--primary">
              {t('filter.submit')}
            </button>
          </div>
        )}
      </form>
    </Dialog>
  );
}

const hasCriteria = (f: ListFilters) => !!(f.name.trim() || f.provider || f.classify || f.minBet);

/** Search results once a name or a chip is set: the name debounced 500 ms, 25 games at a time with "load more". */
function SearchResults({ scope, category, filters }: { scope: ListScope; category: string; filters: ListFilters }) {
  const { t } = useTranslation('games');
  const name = useDebouncedValue(filters.name, SEARCH_DEBOUNCE_MS);
  const criteria = { ...filters, name };
  const searching = hasCriteria(criteria);
  const results = useGameList(scope, { ...criteria, tab: 'search' }, { enabled: searching });
  const { tileProps } = useTileActions(category);

  return (
    <section className="search-sheet__results" aria-label={t('search.results')}>
      {!searching ? (
        <p className="search-sheet__hint">{t('search.hint')}</p>
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
          <LoadMore pages={results} />
        </>
      )}
    </section>
  );
}
