/**
 * Fuzz: what the game screens read from people and URLs — the search name (sent trimmed), the list
 * state of ?type= and ?vassalage=, the /m/launchGame query — never throws on random input and
 * stays within what the screens and the server expect.
 */
import fc from 'fast-check';
import { api } from '@/api';
import { anyText, FUZZ_RUNS } from '../../../../tests/unit/fuzz-kit';
import { gameListPage } from '../api/game-pages';
import { launchPayloadOf } from './launch-query';
import {
  EMPTY_FILTERS,
  initialListState,
  LIST_TABS,
  listReducer,
  type ListAction,
  type ListFilters,
} from './list-state';

const query = (keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys), anyText).map((entries) => new URLSearchParams(entries));
const filters = fc.record<ListFilters>({
  provider: fc.oneof(fc.constant(''), anyText),
  name: anyText,
  classify: fc.constantFrom('', 'JP', 'SC'),
  minBet: fc.constantFrom('', '0.5'),
});
const action: fc.Arbitrary<ListAction> = fc.oneof(
  fc.constantFrom(...LIST_TABS).map((tab) => ({ type: 'tab' as const, tab })),
  anyText.map((provider) => ({ type: 'provider' as const, provider })),
  filters.map((f) => ({ type: 'filter' as const, filters: f })),
  fc
    .constantFrom<keyof ListFilters>('provider', 'name', 'classify', 'minBet')
    .map((key) => ({ type: 'clearFilter' as const, key })),
);

describe('game list state under random URLs and actions', () => {
  it('always lands on a known tab, and leaves the filter tab once only blanks remain', () => {
    fc.assert(
      fc.property(query(['type', 'vassalage', 'other']), fc.array(action, { maxLength: 12 }), (search, actions) => {
        const reduce = listReducer('');
        const state = actions.reduce(reduce, initialListState(search));
        expect(LIST_TABS).toContain(state.tab);
        const cleared = (['provider', 'classify', 'minBet', 'name'] as const).reduce(
          (s, key) => reduce(s, { type: 'clearFilter', key }),
          state,
        );
        if (state.tab === 'filter') expect(cleared).toEqual({ ...EMPTY_FILTERS, tab: 'all' });
      }),
      FUZZ_RUNS,
    );
  });

  it('sends the search name trimmed', async () => {
    const gameList = vi.spyOn(api, 'gameList').mockResolvedValue({ games: [], pageNum: 1, totalPages: 1 });
    await fc.assert(
      fc.asyncProperty(anyText, async (name) => {
        await gameListPage(
          { ...EMPTY_FILTERS, name, tab: 'search', gameType: 'HOT', language: 'EN', token: null },
          1,
          25,
        );
        expect(gameList.mock.lastCall?.[0].gameName).toBe(name.trim());
      }),
      FUZZ_RUNS,
    );
    gameList.mockRestore();
  });
});

describe('/m/launchGame query under random input', () => {
  it('always asks for a lottery launch with a code, returning to an app path only', () => {
    fc.assert(
      fc.property(query(['gameId', 'gameGroupId', 'playType', 'prize_mode', 'code', 'pageBack']), (search) => {
        const payload = launchPayloadOf(search);
        expect(['LOTT', 'ELOTT']).toContain(payload.category);
        expect(payload.code).toBeTruthy();
        // A page of the app: `/m` itself or a path under it, never another host.
        expect(/^\/m(\/(?!\/)|$)/.test(payload.pageBack!.split(/[?#]/)[0])).toBe(true);
        expect([undefined, 'ent', 'trad']).toContain(payload.playType);
      }),
      FUZZ_RUNS,
    );
  });
});
