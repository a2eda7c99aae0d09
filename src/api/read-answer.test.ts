// @vitest-environment node
import { hasFields, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';
import { ApiError, errorMessageKey, loadErrorMessageKey } from './errors';
import { readAnswer, UNREADABLE_ANSWER_CODE } from './read-answer';

const isNamed = hasFields({ name: isString });

describe('readAnswer', () => {
  it('gives back an answer with the fields the app reads, other fields and all', () => {
    const answer = { name: 'demo01', extra: 1 };
    expect(readAnswer('memberInfo', isNamed, answer)).toBe(answer);
  });

  it.each([
    ['a field missing', {}],
    ['a field of another kind', { name: 404 }],
    ['no answer', null],
  ])('fails the call like a server fault with %s', (_, answer) => {
    const failure = (() => {
      try {
        readAnswer('memberInfo', isNamed, answer);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'server', endpoint: 'memberInfo', errorCode: UNREADABLE_ANSWER_CODE });
    // What the player reads: a load offers its retry, an action asks to try again.
    expect(loadErrorMessageKey(failure)).toBe('errors.loadFailed');
    expect(errorMessageKey(failure)).toBe('errors.actionFailed');
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
