import { useTranslation } from '@/lib/use-translation';
import type { FieldError } from './rules';

/** A field error in the current language; register rule texts name their bounds as (min) and (max). */
export function useErrorText(): (error: FieldError | null | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (error) => {
    if (!error) return undefined;
    const { min = '', max = '' } = error.params ?? {};
    return t(error.key, error.params).replace('(min)', String(min)).replace('(max)', String(max));
  };
}
