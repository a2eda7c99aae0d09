import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `vite build --mode <mode>` in a child process (the route pages plugin runs as in `npm run build`).
 * Output is kept and shown only when the build fails, so a green run stays quiet.
 */
export function viteBuild(mode: 'demo' | 'production'): Promise<void> {
  const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--mode', mode, '--logLevel', 'warn'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
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
