import { useTranslation } from '@/lib/use-translation';
import type { VendorName } from '@/api/types/games';
import { isProviderFilter, type ListFilters } from '../../lib/list-state';

interface ActiveFiltersProps {
  filters: ListFilters;
  vendors: readonly VendorName[];
  /** The page's own provider (in-house BGS) is no filter the player chose. */
  defaultProvider: string;
  onRemove(key: keyof ListFilters): void;
}

/** The result panel's chips: one per filter in force, each removable. */
export function ActiveFilters({ filters, vendors, defaultProvider, onRemove }: ActiveFiltersProps) {
  const { t } = useTranslation('games');
  const vendorName = (code: string) => vendors.find((v) => v.vassalage === code)?.displayName ?? code;
  const chips: { key: keyof ListFilters; label: string }[] = [];
  // "Provider: PG", with the language's own colon ("厂商：PG").
  const add = (key: keyof ListFilters, label: string, value: string) =>
    chips.push({ key, label: t('labelValue', { label, value }) });
  if (isProviderFilter(filters.provider, defaultProvider))
    add('provider', t('filter.manufacturer'), vendorName(filters.provider));
  if (filters.classify) add('classify', t('filter.category'), t(`classify.${filters.classify}`));
  if (filters.minBet) add('minBet', t('filter.minBet'), filters.minBet);
  if (filters.name.trim()) add('name', t('filter.name'), filters.name.trim());
  if (chips.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t('filter.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="chip is-active"
            onClick={() => onRemove(chip.key)}
            aria-label={t('filter.remove', { label: chip.label })}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
