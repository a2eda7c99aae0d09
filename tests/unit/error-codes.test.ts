// @vitest-environment node
/**
 * Every error code the mock backend can answer must map to a message the user can read, in every
 * language; anything else reads "Unknown error". The codes come from the mock's single list
 * (`MOCK_ERROR_CODES`, the only codes its `fail` accepts), so a new code without a message fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, ERROR_CODE_MESSAGES, errorMessageKey, loadErrorMessageKey, moneyOrderOf } from '@/api/errors';
import { ENDPOINTS } from '@/api/endpoints';
import { MOCK_ERROR_CODES, MOCK_SERVER_ERROR_CODES } from '../../mock-server/context';
import { VALIDATION_CODES } from '../../mock-server/contract';

const root = join(__dirname, '../..');
const languages = ['ty', 'en', 'pt', 'vi'];
const commons = languages.map((lang) => JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8')));

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

function expectMessageEverywhere(key: string) {
  commons.forEach((common, i) => expect(typeof lookup(common, key), `${languages[i]}: ${key}`).toBe('string'));
}

describe('error codes', () => {
  it('lists the session, business and validation codes the mock answers with', () => {
    expect(MOCK_ERROR_CODES).toContain('login.not.session');
    expect(MOCK_ERROR_CODES).toEqual(expect.arrayContaining(Object.values(VALIDATION_CODES)));
    expect(new Set(MOCK_ERROR_CODES).size).toBe(MOCK_ERROR_CODES.length);
  });

  it.each([...MOCK_ERROR_CODES])('maps %s to a message in every language', (code) => {
    const key = errorMessageKey(new ApiError('business', 'anyCall', code));
    expect(key, code).not.toBe('errors.unknown');
    expectMessageEverywhere(key);
  });

  it.each([...MOCK_SERVER_ERROR_CODES])(
    'reads %s, answered with a 5xx, as "load failed" on a load and "request failed" on an action',
    (code) => {
      const error = new ApiError('server', 'anyCall', code, undefined, undefined, 500);
      expect(loadErrorMessageKey(error)).toBe('errors.loadFailed');
      expect(errorMessageKey(error)).toBe('errors.actionFailed');
    },
  );

  it('has a message for every code of the table in every language', () => {
    for (const key of new Set(Object.values(ERROR_CODE_MESSAGES))) expectMessageEverywhere(key);
  });

  it('reads "Unknown error" for codes nobody listed and for non-API failures', () => {
    expect(errorMessageKey(new ApiError('business', 'anyCall', 'no.such.code'))).toBe('errors.unknown');
    expect(errorMessageKey(new ApiError('business', 'anyCall'))).toBe('errors.unknown');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.unknown');
    expect(errorMessageKey(undefined)).toBe('errors.unknown');
    expectMessageEverywhere('errors.unknown');
  });

  it('maps transport failures to the spec messages', () => {
    expect(errorMessageKey(new ApiError('network', 'x'))).toBe('errors.noNetwork');
    expect(errorMessageKey(new ApiError('timeout', 'x'))).toBe('errors.actionFailed');
    expect(errorMessageKey(new ApiError('server', 'x'))).toBe('errors.actionFailed');
    expect(loadErrorMessageKey(new ApiError('timeout', 'x'))).toBe('errors.loadFailed');
    expect(loadErrorMessageKey(new ApiError('network', 'x'))).toBe('errors.noNetwork');
    expectMessageEverywhere('errors.actionFailed');
    expect(errorMessageKey(new ApiError('unauthorized', 'x'))).toBe('errors.notLoggedIn');
  });

  it('never reads an action the platform did, with an answer the app cannot read, as failed', () => {
    expect(errorMessageKey(new ApiError('doneUnread', 'signIn'))).toBe('actionDone');
    expectMessageEverywhere('actionDone');
  });

  it.each(Object.keys(ENDPOINTS).filter((name) => moneyOrderOf(name)))(
    'names the order of %s while checking it and when it ends unsettled, in every language',
    (name) => {
      const order = moneyOrderOf(name)!;
      expect(errorMessageKey(new ApiError('notCompleted', name))).toBe(`moneyOrder.notCompleted.${order}`);
      expect(errorMessageKey(new ApiError('unconfirmed', name))).toBe(`moneyOrder.unconfirmed.${order}`);
      for (const outcome of ['checking', 'notCompleted', 'unconfirmed'])
        expectMessageEverywhere(`moneyOrder.${outcome}.${order}`);
    },
  );
});
