import { useTranslation } from '@/lib/use-translation';
import type { ActivityMenuItem } from '@/api/types/content';

/** The menu entry that shows every promotion. */
export const ALL_CATEGORIES = 'all';

interface PromotionCategoryMenuProps {
  categories: ActivityMenuItem[];
  selected: string;
  onSelect(id: string): void;
}

/** Horizontal, scrollable filter chips: All, then the server's categories. */
export function PromotionCategoryMenu({ categories, selected, onSelect }: PromotionCategoryMenuProps) {
  const { t } = useTranslation('content');
  const entries = [{ id: ALL_CATEGORIES, title: t('promotions.all') }, ...categories];
  return (
    <nav className="promo-menu" aria-label={t('promotions.categoriesLabel')}>
      {entries.map((c) => (
        <button
          key={c.id}
          type="button"
          className={`promo-menu__chip ${c.id === selected ? 'is-selected' : ''}`}
          aria-pressed={c.id === selected}
          onClick={() => onSelect(c.id)}
        >
          {c.title}
        </button>
      ))}
    </nav>
  );
}
