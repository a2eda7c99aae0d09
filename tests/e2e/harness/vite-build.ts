import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { OUT_DIR_VARIABLE } from '../../../build/static-site';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The environment of `npm run build`: Vitest sets NODE_ENV=test (and VITEST*), which would make
 * Vite bundle React's development build instead of the one that ships.
 */
function buildEnv(outDir?: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && name !== OUT_DIR_VARIABLE && !name.startsWith('VITEST'),
    ),
  );
  // React Router's plugin decides where the build goes (react-router.config.ts), not `--outDir`.
  return { ...env, ...extra, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...(outDir && { [OUT_DIR_VARIABLE]: outDir }) };
}

/**
 * `vite build --mode <mode>` in a child process, as `npm run build` runs it (into `outDir` when given;
 * `env` sets deployment variables such as VITE_CONTRACT_CHECK). Output is kept and shown only when the build fails, so a green run stays quiet.
 */
export function viteBuild(
  mode: 'demo' | 'production',
  outDir?: string,
  env: Record<string, string> = {},
): Promise<void> {
  const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--mode', mode, '--logLevel', 'warn'], {
      cwd: PROJECT_ROOT,
      env: buildEnv(outDir, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`vite build --mode ${mode} failed (exit ${code}):\n${output}`)),
    );
  });
}
