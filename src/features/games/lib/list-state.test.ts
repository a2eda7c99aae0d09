// @vitest-environment node
import {
  EMPTY_FILTERS,
  initialListState,
  linkPanel,
  listReducer,
  tabResetProvider,
  type ListState,
} from './list-state';

const filtered: ListState = { tab: 'filter', provider: 'PG', name: 'dragon', classify: 'JP', minBet: '0.5' };

describe('game list state', () => {
  it('opens the tab of ?type= and the provider of ?vassalage=', () => {
    expect(initialListState(new URLSearchParams('type=fav&vassalage=PG'))).toEqual({
      tab: 'fav',
      provider: 'PG',
      name: '',
      classify: '',
      minBet: '',
    });
    expect(initialListState(new URLSearchParams('type=bogus')).tab).toBe('all');
    expect(initialListState(new URLSearchParams(''), 'BGS').provider).toBe('BGS');
  });

  it('a page fixed to one vendor keeps it whatever ?vassalage= says', () => {
    expect(initialListState(new URLSearchParams('vassalage=PP'), 'BGS').provider).toBe('BGS');
  });

  it('opens the search or filter panel of ?type= over the All list', () => {
    for (const type of ['search', 'filter'] as const) {
      expect(linkPanel(new URLSearchParams(`type=${type}`))).toBe(type);
      expect(initialListState(new URLSearchParams(`type=${type}`)).tab).toBe('all');
    }
    expect(linkPanel(new URLSearchParams('type=hot'))).toBeNull();
    expect(linkPanel(new URLSearchParams(''))).toBeNull();
  });

  it('resets the provider to BGS, and name, classify and filters, when the tab changes', () => {
    const reduce = listReducer('', 'BGS');
    expect(reduce(filtered, { type: 'tab', tab: 'hot' })).toEqual({
      tab: 'hot',
      provider: 'BGS',
      name: '',
      classify: '',
      minBet: '',
    });
  });

  it("opens the player's own lists (fav, recent) on the page's default provider, not BGS", () => {
    expect(listReducer('', 'BGS')(filtered, { type: 'tab', tab: 'fav' })).toEqual({ ...EMPTY_FILTERS, tab: 'fav' });
    expect(listReducer('', 'BGS')(filtered, { type: 'tab', tab: 'recent' }).provider).toBe('');
    expect(listReducer('BGS', 'BGS')(filtered, { type: 'tab', tab: 'fav' }).provider).toBe('BGS');
  });

  it('resets to BGS where the page lists BGS, to All where it does not, to the fixed vendor on a fixed page', () => {
    expect(tabResetProvider([{ vassalage: 'PG' }, { vassalage: 'BGS' }])).toBe('BGS');
    expect(tabResetProvider([{ vassalage: 'EVO' }, { vassalage: 'PP' }])).toBe('');
    expect(tabResetProvider([], 'BGS')).toBe('BGS');
  });

  it('clearing the provider chip goes back to the page default, not to BGS', () => {
    expect(listReducer('', 'BGS')(filtered, { type: 'clearFilter', key: 'provider' }).provider).toBe('');
  });

  it("Clear empties every filter, the strip's provider too, whichever tab shows, and leaves the filter result", () => {
    const cleared = { provider: '', name: '', classify: '', minBet: '' };
    const reduce = listReducer('', 'BGS');
    expect(reduce({ ...filtered, tab: 'all' }, { type: 'clearFilters' })).toEqual({ ...cleared, tab: 'all' });
    expect(reduce(filtered, { type: 'clearFilters' })).toEqual({ ...cleared, tab: 'all' });
    expect(reduce({ ...filtered, tab: 'hot' }, { type: 'clearFilters' })).toEqual({ ...cleared, tab: 'hot' });
    expect(listReducer('BGS')(filtered, { type: 'clearFilters' })).toEqual({ ...cleared, provider: 'BGS', tab: 'all' });
  });

  it("a page's own vendor, or All, is no provider filter: leaving the filter tab when the last chip goes", () => {
    const reduce = listReducer('BGS');
    const applied = reduce(filtered, {
      type: 'filter',
      filters: { provider: '', name: 'koi', classify: '', minBet: '' },
    });
    expect(reduce(applied, { type: 'clearFilter', key: 'name' }).tab).toBe('all');
  });

  it('keeps the state when the same tab is chosen again', () => {
    const state: ListState = { ...filtered, tab: 'all' };
    expect(listReducer('')(state, { type: 'tab', tab: 'all' })).toBe(state);
  });

  it('shows submitted filters in the filter tab and leaves it when the last chip is cleared', () => {
    const reduce = listReducer('');
    const applied = reduce(
      { ...filtered, tab: 'all' },
      { type: 'filter', filters: { provider: '', name: 'koi', classify: '', minBet: '' } },
    );
    expect(applied).toEqual({ tab: 'filter', provider: '', name: 'koi', classify: '', minBet: '' });
    expect(reduce(applied, { type: 'clearFilter', key: 'name' }).tab).toBe('all');
    expect(reduce(filtered, { type: 'clearFilter', key: 'name' })).toMatchObject({
      tab: 'filter',
      name: '',
      classify: 'JP',
    });
  });
});
