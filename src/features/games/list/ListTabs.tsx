import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import type { ListTab } from '../lib/list-state';

/** The tabs shown in the bar; search and filter open their panels instead (§2). */
const BAR_TABS: readonly ListTab[] = ['all', 'hot', 'fav', 'recent'];

interface ListTabsProps {
  tab: ListTab;
  onTab(tab: ListTab): void;
  onSearch(): void;
  onFilter(): void;
}

/** Game list tabs all / hot / fav / recent, with the search and filter buttons. */
export function ListTabs({ tab, onTab, onSearch, onFilter }: ListTabsProps) {
  const { t } = useTranslation('games');
  return (
    <div className="list-tabs">
      <div className="list-tabs__tabs" role="tablist" aria-label={t('list.tabsLabel')}>
        {BAR_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`list-tabs__tab ${tab === id ? 'is-active' : ''}`}
            onClick={() => onTab(id)}
          >
            {t(`list.tabs.${id}`)}
          </button>
        ))}
      </div>
      <button type="button" className="list-tabs__tool" onClick={onSearch} aria-label={t('search.open')}>
        <Icon name="search" size={20} />
      </button>
      <button
        type="button"
        className={`list-tabs__tool ${tab === 'filter' ? 'is-active' : ''}`}
        onClick={onFilter}
        aria-label={t('filter.open')}
      >
        <Icon name="filter" size={20} />
      </button>
    </div>
  );
}
