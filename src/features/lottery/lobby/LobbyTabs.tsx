import { useTranslation } from '@/lib/use-translation';
import { LOBBY_TABS, type LobbyTab } from '../lib/lobby-list';

/** §2 tabs all / hot / fav / recent. */
export function LobbyTabs({
  selected,
  onSelect,
  panelId,
}: {
  selected: LobbyTab;
  onSelect(tab: LobbyTab): void;
  panelId: string;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-tabs" role="tablist" aria-label={t('lobby.tabsLabel')}>
      {LOBBY_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${panelId}-${tab}`}
          aria-selected={tab === selected}
          aria-controls={panelId}
          className={`lottery-tabs__tab${tab === selected ? ' lottery-tabs__tab--on' : ''}`}
          onClick={() => onSelect(tab)}
        >
          {t(`lobby.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
