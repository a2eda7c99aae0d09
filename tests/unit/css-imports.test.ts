// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The build splits the styles by route: a page opened first by its link has the app's global styles and the
 * styles its own modules import, not those of a page the player did not visit. So a module that uses a class
 * must have the stylesheet that styles it loaded whenever the module is: imported by itself or by everything
 * that imports it. This reads the static class names (`className="a b"`) of every component and the rules that
 * start with a class in every stylesheet; a rule that only refines a class inside another (`.auth-field
 * .field__icon`) styles that other class's context, not the class itself.
 */
const root = join(__dirname, '../..');
const SOURCE_FOLDERS = ['src', 'mock-server'];
const GLOBAL_ENTRIES = ['src/app/root.tsx', 'src/app/AppShell.tsx'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = SOURCE_FOLDERS.flatMap((folder) => filesUnder(join(root, folder)));
const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

function resolveImport(from: string, specifier: string): string | undefined {
  const aliased = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('@mock/')
      ? join(root, 'mock-server', specifier.slice('@mock/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : undefined;
  if (!aliased) return undefined;
  return [aliased, `${aliased}.ts`, `${aliased}.tsx`, join(aliased, 'index.ts'), join(aliased, 'index.tsx')].find(
    isFile,
  );
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const importsOf = new Map(
  files
    .filter((file) => !file.endsWith('.css'))
    .map((file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!);
      return [file, specifiers.flatMap((s) => resolveImport(file, s) ?? [])] as const;
    }),
);
const importersOf = new Map<string, string[]>();
for (const [file, imported] of importsOf) {
  for (const target of imported) importersOf.set(target, [...(importersOf.get(target) ?? []), file]);
}

/** Stylesheets a module brings with it: its own imports', followed through the modules it imports. */
function stylesheetsImportedBy(file: string, seen = new Set<string>()): Set<string> {
  const sheets = new Set<string>();
  if (seen.has(file)) return sheets;
  seen.add(file);
  for (const target of importsOf.get(file) ?? []) {
    if (target.endsWith('.css')) sheets.add(target);
    else for (const sheet of stylesheetsImportedBy(target, seen)) sheets.add(sheet);
  }
  return sheets;
}

const globalSheets = new Set(GLOBAL_ENTRIES.flatMap((entry) => [...stylesheetsImportedBy(join(root, entry))]));

/** Stylesheets surely loaded with a module: the global ones, its own, and those every importer has. */
const loadedMemo = new Map<string, Set<string>>();
function stylesheetsLoadedWith(file: string, visiting = new Set<string>()): Set<string> {
  const known = loadedMemo.get(file);
  if (known) return known;
  if (visiting.has(file)) return new Set();
  visiting.add(file);
  const importers = (importersOf.get(file) ?? []).map((importer) => stylesheetsLoadedWith(importer, visiting));
  const shared = importers.reduce<Set<string> | undefined>(
    (common, sheets) => new Set([...(common ?? sheets)].filter((sheet) => sheets.has(sheet))),
    undefined,
  );
  visiting.delete(file);
  const loaded = new Set([...globalSheets, ...stylesheetsImportedBy(file), ...(shared ?? [])]);
  loadedMemo.set(file, loaded);
  return loaded;
}

/** Class → the stylesheets with a rule that starts with it. */
const stylesheetsStyling = new Map<string, string[]>();
for (const sheet of files.filter((file) => file.endsWith('.css'))) {
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors] of css.matchAll(/([^{}]+)\{/g)) {
    for (const selector of selectors!.split(',')) {
      const first = selector.trim().split(/[\s>+~]+/)[0] ?? '';
      for (const [, name] of first.matchAll(/\.([a-zA-Z][\w-]*)/g)) {
        stylesheetsStyling.set(name!, [...new Set([...(stylesheetsStyling.get(name!) ?? []), sheet])]);
      }
    }
  }
}

const STATIC_CLASS_NAME = /className=(?:"([^"]+)"|\{'([^']+)'\}|\{`([^`]+)`\})/g;

describe('stylesheets by route', () => {
  it('reads the components and stylesheets it checks', () => {
    expect(stylesheetsStyling.get('content-html')?.map((sheet) => relative(root, sheet))).toEqual([
      'src/features/content/components/content-text.css',
    ]);
    expect(importsOf.size).toBeGreaterThan(300);
  });

  it('every class a component names is styled by a stylesheet loaded with the component', () => {
    const unstyled = [...importsOf.keys()]
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => {
        const names = [...readFileSync(file, 'utf8').matchAll(STATIC_CLASS_NAME)].flatMap((m) =>
          (m[1] ?? m[2] ?? m[3]!).split(/\s+/).filter((name) => /^[a-z][\w-]*$/.test(name)),
        );
        const loaded = stylesheetsLoadedWith(file);
        return [...new Set(names)]
          .filter((name) => stylesheetsStyling.get(name)?.every((sheet) => !loaded.has(sheet)))
          .map(
            (name) =>
              `${relative(root, file)}: .${name} (${stylesheetsStyling.get(name)!.map((s) => relative(root, s))})`,
          );
      });
    expect(unstyled).toEqual([]);
  });
});
