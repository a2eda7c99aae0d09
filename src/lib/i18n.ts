import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@/api/types/common';
import { HTML_LANG, languageCodeOf } from '@/config/languages';
import { configReady, getConfig } from '@/config/runtime';
import { STORAGE_KEYS } from './storage-keys';
import { readString, writeString } from './storage';

export const LANGUAGES: readonly LanguageCode[] = ['TY', 'EN', 'PT', 'VI'];
/** Languages offered in the picker (the site is configured for TY and EN; PT and VI files exist too). */
export const PICKER_LANGUAGES: readonly LanguageCode[] = ['TY', 'EN', 'VI', 'PT'];
/** Namespaces: `common` for the shell, one per feature, `mock` for the demo panel (its files are the mock's, see addLocaleFiles). */
export const NAMESPACES = [
  'common',
  'auth',
  'games',
  'lottery',
  'content',
  'member',
  'rewards',
  'agent',
  'site',
  'contract',
  'mock',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// One lazily loaded chunk per locale file: only the current language's namespaces are fetched.
// The Demo panel's own strings (mock.json) are added by the mock (addLocaleFiles), never in the live bundle.
const loaders: LocaleFiles = {
  ...import.meta.glob<{ default: Record<string, unknown> }>(['/locales/*/*.json', '!/locales/*/mock.json']),
};

/**
 * More locale files for the backend, by path (`/locales/<lang>/<ns>.json`). Once a namespace of
 * theirs is loaded, a language change loads it too before the new language shows.
 */
export function addLocaleFiles(files: LocaleFiles): void {
  Object.assign(loaders, files);
}

export function isLanguage(v: string | null | undefined): v is LanguageCode {
  return languageCodeOf(v) !== undefined;
}

/** The player's language: ?lang= (remembered from then on) beats the remembered choice (hisLang); null if none. */
export function chosenLanguage(search: string = window.location.search): LanguageCode | null {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) {
    const code = fromQuery.toUpperCase() as LanguageCode;
    writeString(STORAGE_KEYS.language, code);
    return code;
  }
  const stored = readString(STORAGE_KEYS.language, isLanguage);
  return isLanguage(stored) ? (stored.toUpperCase() as LanguageCode) : null;
}

/** How long the app waits for the deployment's settings to learn its default language: a host that never answers. */
export const SETTINGS_LANGUAGE_WAIT_MS = 3_000;

/**
 * The player's language, else the deployment's default. That default may come with the deployment's
 * settings (/m/config.json, after the build's values), so it is read once they are in (the calls wait
 * for them anyway), or after SETTINGS_LANGUAGE_WAIT_MS with the build's.
 */
export async function initialLanguage(search: string = window.location.search): Promise<LanguageCode> {
  const chosen = chosenLanguage(search);
  if (chosen) return chosen;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SETTINGS_LANGUAGE_WAIT_MS)));
  const settings = await Promise.race([configReady(), gaveUp]);
  clearTimeout(timer);
  return (settings ?? getConfig()).defaultLanguage;
}

/** The language picker: the player's choice, remembered (hisLang) for their next visits. */
export function chooseLanguage(code: LanguageCode): Promise<unknown> {
  writeString(STORAGE_KEYS.language, code);
  return i18next.changeLanguage(code);
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`/locales/${language.toLowerCase()}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, null),
    );
  },
};

/** The BCP 47 tag of the UI language, for Intl month and weekday names. */
export const uiLocale = (): string => HTML_LANG[currentLanguage()];

export function currentLanguage(): LanguageCode {
  const lng = (i18next.resolvedLanguage ?? i18next.language ?? '').toUpperCase();
  return isLanguage(lng) ? (lng as LanguageCode) : getConfig().defaultLanguage;
}

export async function setupI18n(language?: LanguageCode) {
  const chosen = language ?? (await initialLanguage());
  document.documentElement.lang = HTML_LANG[chosen];
  i18next.on('languageChanged', (lng) => {
    const code = lng.toUpperCase() as LanguageCode;
    if (isLanguage(code)) document.documentElement.lang = HTML_LANG[code];
  });
  return initI18n(chosen);
}

/**
 * For the build's prerender (src/app/entry.server.tsx): the pages' text in the build's default
 * language, with no document or storage to follow.
 */
export function setupI18nForPrerender(language: LanguageCode): Promise<unknown> {
  return i18next.isInitialized ? Promise.resolve() : initI18n(language);
}

function initI18n(language: LanguageCode) {
  return i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

export { i18next };
