import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../..');

/** The app's source modules under `dir` (tests excluded), skipping the folders in `except`. */
export function sources(dir: string, except: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return except.includes(path) ? [] : sources(path, except);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
