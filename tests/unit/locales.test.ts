// @vitest-environment node
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

  // Names and marks read the same in every language; anything else left in English is untranslated.
  const SAME_IN_EVERY_LANGUAGE = new Set([
    ...['Facebook', 'Telegram', 'Google', 'QQ', 'WeChat', 'LINE', 'WhatsApp', 'Zalo', 'iPhone', 'Android', 'Mai'],
    ...['English', 'Tiếng Việt', 'Português', 'Email', 'Menu', 'OK', 'Demo', 'Demo:', '+1 min', '+1 h', '{{ms}} ms'],
    // Cockfight's sides keep their names; "Zero" is Portuguese too.
    ...['VIP {{level}}', 'Avatar {{number}}', 'Meron', 'Wala', 'Zero'],
  ]);
  it.each(['pt', 'vi'])('%s translates every English word', (lang) => {
    const untranslated = [...namespaces].flatMap((ns) => {
      const english = load('en', ns);
      const other = load(lang, ns);
      return keys(english).flatMap((key) => {
        const read = (tree: unknown) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        const value = read(english);
        const words = typeof value === 'string' && /[A-Za-z]{2,}/.test(value.replace(/{{\w+}}/g, ''));
        return words && read(other) === value && !SAME_IN_EVERY_LANGUAGE.has(value) ? [`${ns}: ${key}`] : [];
      });
    });
    expect(untranslated).toEqual([]);
  });

  it('vi names slots as its games lobby does ("Nổ hũ"), never with the English word', () => {
    const texts = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(texts);
    const english = [...namespaces].flatMap((ns) => texts(load('vi', ns))).filter((text) => /\bslots?\b/i.test(text));
    expect(english).toEqual([]);
  });

  it('names each game category in the game records as the lobby does, in every language', () => {
    for (const lang of languages) {
      const lobby: Record<string, string> = load(lang, 'games.json').types;
      const records: Record<string, string> = load(lang, 'rewards.json').gameRecords.types;
      for (const [type, name] of Object.entries(records))
        if (lobby[type]) expect(name.toLowerCase(), `${lang}: ${type}`).toContain(lobby[type].toLowerCase());
    }
  });

  it('names every route in every language', () => {
    for (const lang of languages) {
      const common = load(lang, 'common.json');
      for (const route of ROUTES) expect(common.routes[route.id], `${lang}: routes.${route.id}`).toBeTruthy();
    }
  });

  it('tells apart in every language the screens English tells apart', () => {
    const english: Record<string, string> = load('en', 'common.json').routes;
    for (const lang of languages) {
      const routes: Record<string, string> = load(lang, 'common.json').routes;
      const ids = Object.keys(english);
      const confused = ids.flatMap((a, i) =>
        ids.slice(i + 1).flatMap((b) => (english[a] !== english[b] && routes[a] === routes[b] ? [`${a} = ${b}`] : [])),
      );
      expect(confused, lang).toEqual([]);
    }
  });

  it("calls each game category's page what its tab calls it, in every language", () => {
    for (const lang of languages) {
      const { routes } = load(lang, 'common.json');
      const { types } = load(lang, 'games.json');
      for (const [type, tab] of Object.entries<string>(types)) {
        const title: string | undefined = routes[type.toLowerCase()];
        if (title) expect(title.toLowerCase(), `${lang}: routes.${type.toLowerCase()}`).toContain(tab.toLowerCase());
      }
    }
  });
});
