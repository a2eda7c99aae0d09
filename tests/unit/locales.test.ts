import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@/config/paths';

const root = join(__dirname, '../../locales');
const languages = ['ty', 'en', 'pt', 'vi'];

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const load = (lang: string, ns: string) => JSON.parse(readFileSync(join(root, lang, ns), 'utf8'));

describe('locale files', () => {
  const namespaces = new Set(languages.flatMap((lang) => readdirSync(join(root, lang))));

  it.each([...namespaces])('%s has the same keys in every language, none empty', (ns) => {
    const reference = keys(load('en', ns)).sort();
    for (const lang of languages) {
      const tree = load(lang, ns);
      expect(keys(tree).sort(), `${lang}/${ns}`).toEqual(reference);
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(typeof value === 'string' && value.trim().length > 0, `${lang}/${ns}: ${key}`).toBe(true);
      }
    }
  });

  it('names every route in every language', () => {
    for (const lang of languages) {
      const common = load(lang, 'common.json');
      for (const route of ROUTES) expect(common.routes[route.id], `${lang}: routes.${route.id}`).toBeTruthy();
    }
  });
});
