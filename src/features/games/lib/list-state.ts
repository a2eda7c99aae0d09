import { TAB_RESET_PROVIDER } from '../constants';

/** Game list tabs (§4): all, hot, recent, fav, search, filter. */
export const LIST_TABS = ['all', 'hot', 'fav', 'recent', 'search', 'filter'] as const;
export type ListTab = (typeof LIST_TABS)[number];
/** Tabs that need a session (§6). */
export const SESSION_TABS: readonly ListTab[] = ['fav', 'recent'];

export interface ListFilters {
  /** Vendor (vassalage); '' = All. */
  provider: string;
  /** Game name as typed; sent trimmed. */
  name: string;
  /** Category; '' = all, sent empty. */
  classify: string;
  /** Minimum bet; '' = all. */
  minBet: string;
}

export interface ListState extends ListFilters {
  tab: ListTab;
}

/** The games a page lists: its game type, and the one vendor it is fixed to, if any (in-house: BGS). */
export interface ListScope {
  gameType: string;
  fixedProvider?: string;
}

export type ListAction =
  | { type: 'tab'; tab: ListTab }
  | { type: 'provider'; provider: string }
  | { type: 'filter'; filters: ListFilters }
  | { type: 'clearFilter'; key: keyof ListFilters }
  | { type: 'clearFilters' };

export const EMPTY_FILTERS: ListFilters = { provider: '', name: '', classify: '', minBet: '' };

export const isListTab = (value: string | null): value is ListTab =>
  (LIST_TABS as readonly string[]).includes(value ?? '');

/** The tabs that open a panel over the list (its search or filter sheet) rather than show a list. */
export type ListPanel = Extract<ListTab, 'search' | 'filter'>;
const isListPanel = (tab: string | null): tab is ListPanel => tab === 'search' || tab === 'filter';

/**
 * The page's first state from its query: `type` opens that tab, `vassalage` the provider filter (not
 * on a page fixed to one vendor). A `type` of search or filter opens that panel (linkPanel) over the All list.
 */
export function initialListState(query: URLSearchParams, fixedProvider = ''): ListState {
  const tab = query.get('type');
  const listTab = isListTab(tab) && !isListPanel(tab) ? tab : 'all';
  return { ...EMPTY_FILTERS, provider: fixedProvider || query.get('vassalage') || '', tab: listTab };
}

/**
 * Each history entry's list (its key and address → state), for the page's life: Back returns to the
 * tab, provider and filters the player left.
 */
export const rememberedListStates = new Map<string, ListState>();

/** Whether `provider` narrows the page's list: All, or the vendor the page is fixed to, does not. */
export const isProviderFilter = (provider: string, defaultProvider: string): boolean =>
  !!provider && provider !== defaultProvider;

/** The panel the page's link opens (`?type=search` or `?type=filter`), if any. */
export function linkPanel(query: URLSearchParams): ListPanel | null {
  const tab = query.get('type');
  return isListPanel(tab) ? tab : null;
}

/**
 * §4 "changing tab resets … provider (BGS)": the provider a tab change selects. A page fixed to one
 * vendor keeps it; a page whose vendors do not include BGS (live casino, cards, fishing) goes to All,
 * where BGS would list nothing.
 */
export function tabResetProvider(vendors: readonly { vassalage: string }[], fixedProvider = ''): string {
  if (fixedProvider) return fixedProvider;
  return vendors.some((v) => v.vassalage === TAB_RESET_PROVIDER) ? TAB_RESET_PROVIDER : '';
}

/**
 * §4: changing tab resets the list (page 1), the provider to `tabProvider` (see tabResetProvider),
 * name, classify and filters. The player's own lists (fav, recent) open on the page's default
 * instead (All): their calls already send BGS (§7), and a strip on BGS would hide the player's
 * other favourites and games behind an empty "No favourites yet". Submitting the filter panel
 * shows its results in the filter tab;
 * clearing its provider chip goes back to the page's own default (`defaultProvider`, All unless fixed).
 * The panel's Clear empties every filter, the provider chosen in the strip or by `?vassalage=` too.
 */
export function listReducer(defaultProvider: string, tabProvider = defaultProvider) {
  return (state: ListState, action: ListAction): ListState => {
    switch (action.type) {
      case 'tab':
        if (action.tab === state.tab) return state;
        return {
          ...EMPTY_FILTERS,
          provider: SESSION_TABS.includes(action.tab) ? defaultProvider : tabProvider,
          tab: action.tab,
        };
      case 'provider':
        return { ...state, provider: action.provider };
      case 'filter':
        return { ...action.filters, tab: 'filter' };
      case 'clearFilter': {
        const next = { ...state, [action.key]: action.key === 'provider' ? defaultProvider : '' };
        const stillFiltered =
          next.name.trim() || next.classify || next.minBet || isProviderFilter(next.provider, defaultProvider);
        return state.tab === 'filter' && !stillFiltered ? { ...next, tab: 'all' } : next;
      }
      case 'clearFilters':
        // Not a tab change (which would select BGS): no filter means All; the filter result gives way to the list.
        return { ...EMPTY_FILTERS, provider: defaultProvider, tab: state.tab === 'filter' ? 'all' : state.tab };
    }
  };
}
