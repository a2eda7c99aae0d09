/**
 * Server HTML reaches the DOM only through the sanitising component (src/components/ui/safe-html):
 * no other module of the app may use dangerouslySetInnerHTML or assign innerHTML.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../..');
const SANITISER_DIR = join(root, 'src/components/ui/safe-html');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === SANITISER_DIR ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('uses raw HTML only inside the sanitising component', () => {
  const offenders = sources(join(root, 'src'))
    .filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  expect(offenders).toEqual([]);
});
