import type { LanguageCode } from '@/api/types/common';

/**
 * BCP 47 tag for <html lang> and Intl formatting (money, dates): TY holds Simplified Chinese (DECISIONS §5),
 * PT is Brazilian (its copy, and money written 1.234,50 where pt-PT would space the thousands).
 * Apart from `src/lib/i18n.ts` so the document (src/app/root.tsx) can name it in the prerendered pages.
 */
export const HTML_LANG: Record<LanguageCode, string> = { TY: 'zh-CN', EN: 'en', PT: 'pt-BR', VI: 'vi' };

/** A language code of ours from any text, whatever its case ("vi" → VI); undefined for anything else. */
export function languageCodeOf(value: unknown): LanguageCode | undefined {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  return Object.hasOwn(HTML_LANG, code) ? (code as LanguageCode) : undefined;
}

/** The deployment's default language from VITE_DEFAULT_LANG (TY unless set): the app's and the build's one rule. */
export const languageFromEnv = (value: string | undefined): LanguageCode =>
  (value?.toUpperCase() as LanguageCode) || 'TY';
