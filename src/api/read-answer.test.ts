// @vitest-environment node
import { hasFields, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';
import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { ApiError, errorMessageKey, loadErrorMessageKey } from './errors';
import { readAnswer, UNREADABLE_ANSWER_CODE } from './read-answer';
import { ANSWER_GUARDS } from './readable';
import { byCall } from './readable/common';

const isNamed = hasFields({ name: isString });

/** The call's `readable` replaced by `isNamed` for the test. */
const withNamedGuard = (call: EndpointName) =>
  vi.spyOn((ENDPOINTS[call] as EndpointDef<unknown, unknown>).readable, 'load').mockResolvedValue(isNamed);

afterEach(() => vi.restoreAllMocks());

describe('readAnswer', () => {
  it("gives back an answer that passes its call's guard, other fields and all", async () => {
    withNamedGuard('memberInfo');
    const answer = { name: 'demo01', extra: 1 };
    expect(await readAnswer('memberInfo', answer)).toBe(answer);
  });

  it.each([
    ['a field missing', {}],
    ['a field of another kind', { name: 404 }],
    ['no answer', null],
  ])('fails the call like a server fault with %s', async (_, answer) => {
    withNamedGuard('memberInfo');
    const failure = await readAnswer('memberInfo', answer).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'server', endpoint: 'memberInfo', errorCode: UNREADABLE_ANSWER_CODE });
    // What the player reads: a load offers its retry, an action asks to try again.
    expect(loadErrorMessageKey(failure)).toBe('errors.loadFailed');
    expect(errorMessageKey(failure)).toBe('errors.actionFailed');
  });

  it("leaves a money order unconfirmed, never failed, when its answer cannot be read (it came with the platform's success)", async () => {
    withNamedGuard('deposit');
    const failure = await readAnswer('deposit', { name: 404 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'unconfirmed', endpoint: 'deposit', errorCode: UNREADABLE_ANSWER_CODE });
    expect(errorMessageKey(failure)).toBe('moneyOrder.unconfirmed.deposit');
  });

  it("says a call with a side effect was done, never failed, when its answer cannot be read (it came with the platform's success)", async () => {
    for (const call of [
      'signIn',
      'signContract',
      'saveRebateSettings',
      'agentRegister',
      'memberInfoUpdate',
      'smsRegister',
    ] as const) {
      withNamedGuard(call);
      const failure = await readAnswer(call, { name: 404 }).catch((error: unknown) => error);
      expect(failure, call).toMatchObject({ kind: 'doneUnread', endpoint: call, errorCode: UNREADABLE_ANSWER_CODE });
    }
  });

  it('fails a call as a lost connection when its guard cannot load (offline), a money order as unconfirmed, a side effect as done', async () => {
    for (const call of ['memberInfo', 'deposit', 'signIn'] as const) {
      vi.spyOn((ENDPOINTS[call] as EndpointDef<unknown, unknown>).readable, 'load').mockRejectedValue(new TypeError());
    }
    expect(await readAnswer('memberInfo', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'network' });
    expect(await readAnswer('deposit', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'unconfirmed' });
    expect(await readAnswer('signIn', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'doneUnread' });
  });

  it('gives each row read by call its own guard from the guards chunk, and the chunk names no other row', async () => {
    const rows = Object.entries(ENDPOINTS) as [EndpointName, EndpointDef<unknown, unknown>][];
    const byCallRows = rows.filter(([, def]) => def.readable === byCall).map(([call]) => call);
    expect(byCallRows.sort()).toEqual(Object.keys(ANSWER_GUARDS).sort());
    const gameList = await ENDPOINTS.gameList.readable.load('gameList');
    expect(gameList({ games: [], pageNum: 1, totalPages: 1 })).toBe(true);
    expect(gameList({ games: [] })).toBe(false);
    expect(await ENDPOINTS.mall.readable.load('mall')).not.toBe(gameList);
  });
});

describe('isPageOf', () => {
  const isPage = isPageOf(isNamed, { total: isString });

  it('accepts a page whose every item passes, with its page numbers and the extra fields', () => {
    expect(isPage({ list: [{ name: 'a' }, { name: 'b' }], pageNum: 1, totalPages: 2, total: '2' })).toBe(true);
  });

  it.each([
    ['an item failing', { list: [{ name: 'a' }, { name: 2 }], pageNum: 1, totalPages: 2, total: '2' }],
    ['no list', { pageNum: 1, totalPages: 2, total: '2' }],
    ['a page number of another kind', { list: [], pageNum: '1', totalPages: 2, total: '2' }],
    ['an extra field missing', { list: [], pageNum: 1, totalPages: 1 }],
  ])('refuses a page with %s', (_, page) => {
    expect(isPage(page)).toBe(false);
  });
});
