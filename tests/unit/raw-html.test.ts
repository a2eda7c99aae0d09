/**
 * Server HTML reaches the DOM only through the sanitising component (src/components/ui/safe-html):
 * no other module of the app may use dangerouslySetInnerHTML or assign innerHTML.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, sources } from '../support/sources';

it('uses raw HTML only inside the sanitising component', () => {
  const offenders = sources(join(ROOT, 'src'), [join(ROOT, 'src/components/ui/safe-html')])
    .filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(ROOT, file));
  expect(offenders).toEqual([]);
});
