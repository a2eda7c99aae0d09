// @vitest-environment node
import { hasFields, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';
import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { ApiError, errorMessageKey, loadErrorMessageKey } from './errors';
import { readAnswer, UNREADABLE_ANSWER_CODE } from './read-answer';
import { agentEndpoints } from './endpoints/agent';
import { authEndpoints } from './endpoints/auth';
import { contentEndpoints } from './endpoints/content';
import { gamesEndpoints } from './endpoints/games';
import { lotteryEndpoints } from './endpoints/lottery';
import { memberEndpoints } from './endpoints/member';
import { rewardsEndpoints } from './endpoints/rewards';
import { siteEndpoints } from './endpoints/site';
import { ANSWER_GUARDS } from './readable';
import * as agentGuards from './readable/agent';
import * as authGuards from './readable/auth';
import { byCall } from './readable/common';
import * as contentGuards from './readable/content';
import * as gamesGuards from './readable/games';
import * as lotteryGuards from './readable/lottery';
import * as memberGuards from './readable/member';
import * as rewardsGuards from './readable/rewards';
import * as siteGuards from './readable/site';

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
      'register',
      'registerMobile',
      'setPasswordByPhone',
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
});

/** Each domain's rows (src/api/endpoints/<domain>.ts) and the module of its guards (./readable/<domain>.ts). */
const DOMAINS: [Record<string, EndpointDef<unknown, unknown>>, Record<string, unknown>][] = [
  [agentEndpoints, agentGuards],
  [authEndpoints, authGuards],
  [contentEndpoints, contentGuards],
  [gamesEndpoints, gamesGuards],
  [lotteryEndpoints, lotteryGuards],
  [memberEndpoints, memberGuards],
  [rewardsEndpoints, rewardsGuards],
  [siteEndpoints, siteGuards],
];
const ROWS_BY_CALL = DOMAINS.flatMap(([rows, guards]) =>
  Object.entries(rows)
    .filter(([, row]) => row.readable === byCall)
    .map(([call]): [EndpointName, Record<string, unknown>] => [call as EndpointName, guards]),
);

/**
 * The rows read `byCall` against the guards chunk. Which guard a row needs is checked by behaviour in
 * each domain's test (./readable/<domain>.test.ts): the row, through ANSWER_GUARDS, accepts the answer
 * the mock gives and refuses it broken in a field the row reads, so a row wired to another call's
 * guard fails there.
 */
describe('ANSWER_GUARDS', () => {
  it('holds a guard for each row read by call, in every domain, and for no other row', () => {
    const rows = Object.entries(ENDPOINTS) as [EndpointName, EndpointDef<unknown, unknown>][];
    const byCallRows = rows
      .filter(([, row]) => row.readable === byCall)
      .map(([call]) => call)
      .sort();
    expect(ROWS_BY_CALL.map(([call]) => call).sort()).toEqual(byCallRows);
    expect(Object.keys(ANSWER_GUARDS).sort()).toEqual(byCallRows);
  });

  it.each(ROWS_BY_CALL)(
    'the %s row reads its answer with its entry, a guard of its own domain’s module',
    async (call, domainGuards) => {
      const guard = ANSWER_GUARDS[call];
      expect(guard).toBeTypeOf('function');
      expect(await ENDPOINTS[call].readable.load(call)).toBe(guard);
      expect(Object.values(domainGuards)).toContain(guard);
    },
  );
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
