#!/usr/bin/env node
/**
 * `npm run configure-site -- <site folder> [settings.json]`: writes a deployment's settings into
 * every page of a live build (docs/deploy.md). The pages then carry them in their settings block
 * (src/config/runtime.ts, DEPLOYMENT_SETTINGS_ID) and ask for no /m/config.json: no call waits for
 * that file, and a first visit's first calls go out from the page's head at once when the settings
 * are empty. Without a settings file the pages say "no settings of its own" (`{}`). The service
 * worker's precache gets each changed page's new revision, so players' browsers take the pages
 * anew ("A new version is available"). Run it again to change the settings; plain Node, no packages.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precacheAddress } from './precache-address.mjs';

/** Kept in step with src/config/runtime.ts (a unit test reads both). */
export const DEPLOYMENT_SETTINGS_ID = 'm-deployment-settings';
const BLOCK = new RegExp(`(<script id="${DEPLOYMENT_SETTINGS_ID}" type="application/json">)([\\s\\S]*?)(</script>)`);
const SERVICE_WORKER_FILE = 'sw.js';

function pagesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The settings as the block carries them: an object, `<` escaped so no text can end the block. */
export function settingsText(settings) {
  if (!settings || typeof settings !== 'object' || Array.isArray(settings))
    throw new TypeError('The settings must be a JSON object (docs/deploy.md lists its fields).');
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}

const md5 = (text) => createHash('md5').update(text).digest('hex');

/**
 * Writes `settings` into every page of `siteDir` that has the block, and those pages' revisions
 * into its service worker. Returns the pages changed; throws when no page has the block (not a
 * live build, or not the site's folder).
 */
export function configureSite(siteDir, settings = {}) {
  const text = settingsText(settings);
  const pages = pagesUnder(siteDir).filter((page) => BLOCK.test(readFileSync(page, 'utf8')));
  if (pages.length === 0)
    throw new Error(`${siteDir}: no page with a settings block (a live build's folder, e.g. dist/, is needed).`);
  const worker = join(siteDir, SERVICE_WORKER_FILE);
  let precache = readFileSync(worker, 'utf8');
  for (const page of pages) {
    const html = readFileSync(page, 'utf8').replace(BLOCK, (_, open, _old, close) => `${open}${text}${close}`);
    writeFileSync(page, html);
    const url = precacheAddress(relative(siteDir, page).split(sep).join('/'));
    precache = precache.replace(
      new RegExp(`(url:"${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}",revision:")[0-9a-f]+(")`),
      `$1${md5(html)}$2`,
    );
  }
  writeFileSync(worker, precache);
  return pages;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [siteDir, settingsFile] = process.argv.slice(2);
  if (!siteDir) {
    console.error('usage: npm run configure-site -- <site folder> [settings.json]');
    process.exit(2);
  }
  try {
    const settings = settingsFile ? JSON.parse(readFileSync(settingsFile, 'utf8')) : {};
    const pages = configureSite(siteDir, settings);
    console.log(
      `${pages.length} pages of ${siteDir} carry ${settingsFile ? `the settings of ${settingsFile}` : 'no settings of their own'}; /m/config.json is no longer asked for.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
