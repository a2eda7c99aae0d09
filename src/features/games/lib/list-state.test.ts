import { initialListState, listReducer, type ListState } from './list-state';

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

  it('resets provider, name, classify and filters when the tab changes', () => {
    const reduce = listReducer('');
    expect(reduce(filtered, { type: 'tab', tab: 'hot' })).toEqual({
      tab: 'hot',
      provider: '',
      name: '',
      classify: '',
      minBet: '',
    });
    expect(reduce({ ...filtered, tab: 'all' }, { type: 'tab', tab: 'fav' }).provider).toBe('');
  });

  it('resets the provider to the page default (BGS on the in-house page)', () => {
    expect(listReducer('BGS')({ ...filtered, tab: 'all' }, { type: 'tab', tab: 'recent' }).provider).toBe('BGS');
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
