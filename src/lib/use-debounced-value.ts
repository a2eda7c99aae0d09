import { useEffect, useState } from 'react';
import { useTranslation } from './use-translation';
import type { LanguageCode } from '@/api/types/common';
import { LANGUAGE_REFETCH_DEBOUNCE_MS } from '@/config/constants';
import { currentLanguage } from './i18n';

/** `value`, updated only after it has stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The UI language, changing 250 ms after the user switches: put it in query keys to reload lists. */
export function useDebouncedLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  void i18n.language;
  return useDebouncedValue(currentLanguage(), LANGUAGE_REFETCH_DEBOUNCE_MS);
}
