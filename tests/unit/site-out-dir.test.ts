// @vitest-environment node
import { join, resolve } from 'node:path';
import { OUT_DIR_VARIABLE, siteOutDir } from '../../build/static-site';

const ROOT = resolve('/work/project');

describe('the build output folder (emptied by the build)', () => {
  // The test run's own Vite config has named one.
  beforeEach(() => {
    vi.stubEnv(OUT_DIR_VARIABLE, undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the mode's folder when none is named, or an empty name is given", () => {
    expect(siteOutDir(ROOT, 'dist-demo')).toBe(join(ROOT, 'dist-demo'));
    vi.stubEnv(OUT_DIR_VARIABLE, '');
    expect(siteOutDir(ROOT, 'dist')).toBe(join(ROOT, 'dist'));
  });

  it('is the named folder, inside the project or out of it', () => {
    vi.stubEnv(OUT_DIR_VARIABLE, '.e2e/demo');
    expect(siteOutDir(ROOT, 'dist')).toBe(join(ROOT, '.e2e/demo'));
    vi.stubEnv(OUT_DIR_VARIABLE, '/tmp/site');
    expect(siteOutDir(ROOT, 'dist')).toBe(resolve('/tmp/site'));
    vi.stubEnv(OUT_DIR_VARIABLE, '../sibling');
    expect(siteOutDir(ROOT, 'dist')).toBe(resolve('/work/sibling'));
  });

  it.each(['.', './', ROOT, '..', '/', '.e2e/..'])('refuses %j: it holds the project', (named) => {
    vi.stubEnv(OUT_DIR_VARIABLE, named);
    expect(() => siteOutDir(ROOT, 'dist')).toThrow(/holds the project/);
  });
});
