import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { VendorName } from '@/api/types/games';
import { Dialog } from '@/components/ui/dialog';
import { SEARCH_NAME_MAX } from '../../constants';
import { EMPTY_FILTERS, type ListFilters } from '../../lib/list-state';
import { ChoiceChips } from './ChoiceChips';
import { useFilterOptions } from '../../lib/filter-options';

interface FilterPanelProps {
  gameType: string;
  vendors: readonly VendorName[];
  /** The filters in force, to start from. */
  current: ListFilters;
  onApply(filters: ListFilters): void;
  onClear(): void;
  onClose(): void;
}

/** §2 filter panel: search box, manufacturer; game type and minimum bet only for RNG; submit and clear. */
export function FilterPanel({ gameType, vendors, current, onApply, onClear, onClose }: FilterPanelProps) {
  const { t } = useTranslation('games');
  const [filters, setFilters] = useState<ListFilters>(current);
  const options = useFilterOptions(vendors);
  const slots = gameType === 'RNG';
  const set = (patch: Partial<ListFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filters, name: filters.name.trim() });
  };
  const clear = () => {
    setFilters(EMPTY_FILTERS);
    onClear();
  };

  return (
    <Dialog open onClose={onClose} title={t('filter.title')} variant="sheet">
      <form className="filter-panel" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="filter-name">
            {t('search.name')}
          </label>
          <div className="field__control">
            <input
              id="filter-name"
              type="search"
              value={filters.name}
              placeholder={t('search.placeholder')}
              onChange={(e) => set({ name: e.target.value })}
              maxLength={SEARCH_NAME_MAX}
            />
          </div>
        </div>
        <ChoiceChips
          label={t('filter.manufacturer')}
          options={options.providers}
          value={filters.provider}
          onChange={(provider) => set({ provider })}
        />
        {slots && (
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
        <div className="filter-panel__actions">
          <button type="button" className="btn btn--ghost" onClick={clear}>
            {t('filter.clear')}
          </button>
          <button type="submit" className="btn btn--primary">
            {t('filter.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
