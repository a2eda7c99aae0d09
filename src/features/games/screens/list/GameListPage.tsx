import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { useRequireSession, useSessionForLink } from '@/hooks/use-require-session';
import { CategoryTabBar } from '../../components/CategoryTabBar';
import { ProviderStrip } from '../../components/ProviderStrip';
import { GAME_LIST_BANNER_GROUP } from '../../constants';
import {
  initialListState,
  linkPanel,
  listReducer,
  rememberedListStates,
  SESSION_TABS,
  tabResetProvider,
  type ListPanel,
  type ListTab,
} from '../../lib/list-state';
import { ActiveFilters } from './ActiveFilters';
import { GameListBody } from './GameListBody';
import { ListTabs } from './ListTabs';
import { SearchSheet } from './SearchSheet';
import { useListVendors } from '../../lib/use-list-vendors';
import '../../games.css';

export interface GameListPageProps {
  /** The type sent to the server (HOT: hot games of every type). */
  gameType: string;
  /** The category the page stands for in the tab bar (INHOUSE for the in-house page). */
  category?: string;
  /** Page title (already translated). */
  title: string;
  /** A vendor the page is fixed to (in-house: BGS); its provider strip is hidden. */
  fixedProvider?: string;
}

/**
 * §2 game list page: m_hot banners, category tab bar, tabs all/hot/fav/recent, search and filter
 * panels, provider strip, and the windowed grid with infinite scroll. `?type=` opens a tab and
 * `?vassalage=` a provider.
 */
export function GameListPage({ gameType, category = gameType, title, fixedProvider = '' }: GameListPageProps) {
  const { t } = useTranslation('games');
  const [query] = useSearchParams();
  const location = useLocation();
  const entryKey = `${location.key} ${location.pathname}${location.search}`;
  const vendors = useListVendors(gameType, fixedProvider);
  const reducer = listReducer(fixedProvider, tabResetProvider(vendors, fixedProvider));
  // Back to this entry finds the list as it was left (and the scroll position with it: useScrollRestoration).
  const [state, dispatch] = useReducer(
    reducer,
    query,
    (q) => rememberedListStates.get(entryKey) ?? initialListState(q, fixedProvider),
  );
  useEffect(() => {
    rememberedListStates.set(entryKey, state);
  }, [entryKey, state]);
  const [panel, setPanel] = useState<ListPanel | null>(() => linkPanel(query));
  const scope = { gameType, fixedProvider };
  const requireSession = useRequireSession();

  // §6: fav and recent need a session; without one the player goes to /m/login with the message.
  const selectTab = (tab: ListTab) => {
    if (!SESSION_TABS.includes(tab) || requireSession()) dispatch({ type: 'tab', tab });
  };
  // A ?type=fav or ?type=recent link too (the page opens afresh on each navigation).
  useSessionForLink(SESSION_TABS.includes(state.tab));

  return (
    <div className="game-list">
      <BannerCarousel group={GAME_LIST_BANNER_GROUP} priority />
      <CategoryTabBar current={category} />
      <h1 className="game-list__title">{title}</h1>
      <ListTabs
        tab={state.tab}
        onTab={selectTab}
        onSearch={() => setPanel('search')}
        onFilter={() => setPanel('filter')}
      />
      {!fixedProvider && (
        <ProviderStrip
          vendors={vendors}
          selected={state.provider}
          onSelect={(provider) => dispatch({ type: 'provider', provider })}
        />
      )}
      {state.tab === 'filter' && (
        <ActiveFilters
          filters={state}
          vendors={vendors}
          defaultProvider={fixedProvider}
          onRemove={(key) => dispatch({ type: 'clearFilter', key })}
        />
      )}
      <GameListBody scope={scope} category={category} state={state} label={t('list.games', { title })} />
      {panel && (
        <SearchSheet
          scope={scope}
          vendors={vendors}
          mode={
            panel === 'search'
              ? { kind: 'search', category }
              : {
                  kind: 'filter',
                  current: state,
                  onApply: (filters) => {
                    dispatch({ type: 'filter', filters });
                    setPanel(null);
                  },
                  onClear: () => {
                    dispatch({ type: 'clearFilters' });
                    setPanel(null);
                  },
                }
          }
          onClose={() => setPanel(null)}
        />
      )}
    </div>
  );
}

/** The page for a route: a new navigation (another `?type=` or `?vassalage=`) starts it afresh. */
export function GameListScreen(props: GameListPageProps) {
  const { key } = useLocation();
  return <GameListPage key={key} {...props} />;
}
