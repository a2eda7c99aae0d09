/**
 * Every error code the mock backend can answer must map to a message the user can read, in every
 * language; anything else reads "Unknown error". The codes are read from the mock's sources
 * (`fail('code', …)` and `new MockFailure('code', …)`), so a new code in a handler without a
 * message fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, ERROR_CODE_MESSAGES, errorMessageKey } from '@/api/errors';

const root = join(__dirname, '../..');
const languages = ['ty', 'en', 'pt', 'vi'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function mockErrorCodes(): string[] {
  const pattern = /(?:\bfail|new MockFailure)\(\s*['"]([\w.]+)['"]/g;
  const codes = sourcesUnder(join(root, 'mock-server')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]),
  );
  return [...new Set(codes)].sort();
}

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('error codes', () => {
  const codes = mockErrorCodes();

  it('finds the codes the mock answers with', () => {
    expect(codes).toContain('login.not.session');
    expect(codes.length).toBeGreaterThan(5);
  });

  it.each(codes)('maps %s to a message in every language', (code) => {
    const key = errorMessageKey(new ApiError('business', 'anyCall', code));
    expect(key, code).not.toBe('errors.unknown');
    for (const lang of languages) {
      const common = JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8'));
      expect(typeof lookup(common, key), `${lang}: ${key}`).toBe('string');
    }
  });

  it('has a message for every code of the table in every language', () => {
    for (const lang of languages) {
      const common = JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8'));
      for (const key of new Set(Object.values(ERROR_CODE_MESSAGES))) {
        expect(typeof lookup(common, key), `${lang}: ${key}`).toBe('string');
      }
    }
  });

  it('reads "Unknown error" for codes nobody listed and for non-API failures', () => {
    expect(errorMessageKey(new ApiError('business', 'anyCall', 'no.such.code'))).toBe('errors.unknown');
    expect(errorMessageKey(new ApiError('business', 'anyCall'))).toBe('errors.unknown');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.unknown');
    expect(errorMessageKey(undefined)).toBe('errors.unknown');
  });

  it('maps transport failures to the spec messages', () => {
    expect(errorMessageKey(new ApiError('network', 'x'))).toBe('errors.noNetwork');
    expect(errorMessageKey(new ApiError('timeout', 'x'))).toBe('errors.loadFailed');
    expect(errorMessageKey(new ApiError('server', 'x'))).toBe('errors.loadFailed');
    expect(errorMessageKey(new ApiError('unauthorized', 'x'))).toBe('errors.notLoggedIn');
  });
});
