// @vitest-environment node
/**
 * Components take `useTranslation` from src/lib/use-translation: react-i18next's own hook copies the
 * i18next instance on every mount, which cost the home page ≈ 60 ms of its load at 4× CPU
 * (docs/performance.md, "Main-thread work (TBT)").
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, sources } from '../support/sources';

it('uses the app’s useTranslation, not react-i18next’s', () => {
  const offenders = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'mock-server'))]
    .filter((file) =>
      /import\s*{[^}]*\buseTranslation\b[^}]*}\s*from\s*'react-i18next'/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(ROOT, file));
  expect(offenders).toEqual([]);
});
