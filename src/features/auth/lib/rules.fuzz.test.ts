// @vitest-environment node
/**
 * Fuzz: every validator of the auth forms, fed random (including hostile and non-BMP) strings,
 * never throws and answers either "valid" or a message that exists in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import registerSettings from '@fixtures/registerSettings.json';
import passwordRules from '@fixtures/passwordRules.json';
import type { RegisterFieldSetting } from '@/api/types/auth';
import * as rules from './rules';

const LANGUAGES = ['ty', 'en', 'pt', 'vi'];
const locales = LANGUAGES.map((lang) =>
  JSON.parse(readFileSync(join(__dirname, '../../../../locales', lang, 'auth.json'), 'utf8')),
);
const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '𝕏'.repeat(30), 'a'.repeat(500)),
);

const validators: [string, rules.Rule][] = [
  ['loginUsername', rules.loginUsername],
  ['loginPassword', rules.loginPassword],
  ['loginMobileNum', rules.loginMobileNum],
  ['verificationCode', rules.verificationCode],
  ['captcha', rules.captcha],
  ['email', rules.email],
  ['registerMobileNum', rules.registerMobileNum],
  ['resetMobileNum', rules.resetMobileNum],
  ['passwordFormat', rules.passwordFormat(passwordRules)],
  ['registerConfirm', rules.registerConfirm('abc12345')],
  ['changeConfirm', rules.changeConfirm('abc12345')],
  ...Object.entries(registerSettings as Record<string, RegisterFieldSetting>).map(
    ([field, setting]) => [`setting:${field}`, rules.settingRule(setting)] as [string, rules.Rule],
  ),
];

describe.each(validators)('%s under random input', (_name, rule) => {
  it('never throws and names a translated message for each rejection', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const result = rule(value);
        if (result === null) return;
        for (const [i, tree] of locales.entries()) {
          expect(typeof lookup(tree, result.key), `${LANGUAGES[i]}: ${result.key}`).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });
});
