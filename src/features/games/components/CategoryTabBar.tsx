import { useTranslation } from '@/lib/use-translation';
import { NavLink } from 'react-router';
import { useVendorCategories } from '../api/vendors';
import { categoryHref, tabBarTypes } from '../lib/categories';
import { TypeIcon } from './TypeIcon';
import { useActiveInView } from '../lib/use-active-in-view';
import '../games.css';

/** §2 game-category tab bar: Hot and Rng first, then the server's categories. */
export function CategoryTabBar({ current }: { current?: string }) {
  const { t } = useTranslation('games');
  const categories = useVendorCategories();
  const types = tabBarTypes(categories.data ?? []);
  // The current category may sit past the right edge on a phone: bring it into view.
  const { active, onScroll } = useActiveInView<HTMLAnchorElement>(
    `${current}:${types.length}`,
    types.indexOf(current ?? ''),
  );

  return (
    <nav className="category-tabs" aria-label={t('tabBar.label')} onScroll={onScroll}>
      {types.map((type) => (
        <NavLink
          key={type}
          ref={current === type ? active : undefined}
          to={categoryHref(type)}
          className={`category-tabs__item ${current === type ? 'is-active' : ''}`}
          aria-current={current === type ? 'page' : undefined}
        >
          <TypeIcon type={type} />
          <span>{t(`types.${type}`, { defaultValue: type })}</span>
        </NavLink>
      ))}
    </nav>
  );
}
