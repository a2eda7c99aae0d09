// @vitest-environment node
/**
 * Server HTML reaches the DOM only through the sanitising component (src/components/ui/safe-html):
 * no other module of the app may use dangerouslySetInnerHTML or assign innerHTML. The one other
 * use is the document's inline boot script (src/app/root.tsx): a constant of our own
 * (src/app/boot-script.ts), written into the pages at build time, never server HTML.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, sources } from '../support/sources';

it('uses raw HTML only inside the sanitising component', () => {
  const bootScriptDocument = join(ROOT, 'src/app/root.tsx');
  const offenders = sources(join(ROOT, 'src'), [join(ROOT, 'src/components/ui/safe-html')])
    .filter((file) => file !== bootScriptDocument)
    .filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(ROOT, file));
  expect(offenders).toEqual([]);
});
