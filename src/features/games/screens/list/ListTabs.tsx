import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { Tabs } from '@/components/ui/tabs';
import type { ListTab } from '../../lib/list-state';

/** The tabs shown in the bar; search and filter open their panels instead (§2). */
const BAR_TABS: readonly ListTab[] = ['all', 'hot', 'fav', 'recent'];

interface ListTabsProps {
  tab: ListTab;
  onTab(tab: ListTab): void;
  onSearch(): void;
  onFilter(): void;
}

/** The game list's bar: tabs all / hot / fav / recent, then the search and filter buttons. */
export function ListTabs({ tab, onTab, onSearch, onFilter }: ListTabsProps) {
  const { t } = useTranslation('games');
  return (
    <div className="list-tabs">
      <Tabs
        label={t('list.tabsLabel')}
        tabs={BAR_TABS.map((id) => ({ id, label: t(`list.tabs.${id}`) }))}
        selected={BAR_TABS.includes(tab) ? tab : null}
        onSelect={onTab}
        activation="manual"
        className="list-tabs__tabs"
        tabClassName="list-tabs__tab"
        selectedClassName="is-active"
      />
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
