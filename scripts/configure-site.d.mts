/** The id of a live page's settings block (src/config/runtime.ts has the same). */
export const DEPLOYMENT_SETTINGS_ID: string;
/** The block's text for `settings` (a JSON object; throws otherwise). */
export function settingsText(settings: unknown): string;
/** Writes `settings` into every page of `siteDir` and their revisions into its sw.js; the pages changed. */
export function configureSite(siteDir: string, settings?: unknown): string[];
