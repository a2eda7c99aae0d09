// @vitest-environment node
import { hasFields, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';
import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { ApiError, errorMessageKey, loadErrorMessageKey } from './errors';
import { readAnswer, UNREADABLE_ANSWER_CODE } from './read-answer';

const isNamed = hasFields({ name: isString });

/** The call's `readable` replaced by `isNamed` for the test. */
const withNamedGuard = (call: EndpointName) =>
  vi.spyOn(ENDPOINTS[call] as EndpointDef<unknown, unknown>, 'readable').mockImplementation(isNamed);

const failureOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error;
  }
};

afterEach(() => vi.restoreAllMocks());

describe('readAnswer', () => {
  it("gives back an answer that passes its call's guard, other fields and all", () => {
    withNamedGuard('memberInfo');
    const answer = { name: 'demo01', extra: 1 };
    expect(readAnswer('memberInfo', answer)).toBe(answer);
  });

  it.each([
    ['a field missing', {}],
    ['a field of another kind', { name: 404 }],
    ['no answer', null],
  ])('fails the call like a server fault with %s', (_, answer) => {
    withNamedGuard('memberInfo');
    const failure = failureOf(() => readAnswer('memberInfo', answer));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'server', endpoint: 'memberInfo', errorCode: UNREADABLE_ANSWER_CODE });
    // What the player reads: a load offers its retry, an action asks to try again.
    expect(loadErrorMessageKey(failure)).toBe('errors.loadFailed');
    expect(errorMessageKey(failure)).toBe('errors.actionFailed');
  });

  it("leaves a money order unconfirmed, never failed, when its answer cannot be read (it came with the platform's success)", () => {
    withNamedGuard('deposit');
    const failure = failureOf(() => readAnswer('deposit', { name: 404 }));
    expect(failure).toMatchObject({ kind: 'unconfirmed', endpoint: 'deposit', errorCode: UNREADABLE_ANSWER_CODE });
    expect(errorMessageKey(failure)).toBe('moneyOrder.unconfirmed.deposit');
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
