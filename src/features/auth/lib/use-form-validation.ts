import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { REVALIDATE_DEBOUNCE_MS } from '@/config/constants';
import { useAfterPress } from './after-press';
import type { FieldError } from './rules';

/** Each field's check against the current form values; fields without one always pass. */
export type Checks<F extends string> = Partial<Record<F, () => FieldError | null>>;

interface ShownError {
  error: FieldError;
  /** Rule errors are re-run on a language change; server errors stay until the field changes. */
  fromRule: boolean;
}

/**
 * Field errors of one form: validate one field or all (focusing the failing one first on screen, found by
 * its `name` inside `formRef`), set server errors by field, and revalidate what is shown 200 ms
 * after the language changes (accounts-and-access §5).
 */
export function useFormValidation<F extends string>(checks: Checks<F>) {
  const { i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // The checks of the last commit, for the handlers and the language-change timer.
  const checksRef = useRef(checks);
  useLayoutEffect(() => {
    checksRef.current = checks;
  });
  const [shown, setShown] = useState<Partial<Record<F, ShownError>>>({});

  const afterPress = useAfterPress();

  const run = useCallback((field: F): FieldError | null => checksRef.current[field]?.() ?? null, []);

  const setError = useCallback((field: F, error: FieldError | null, fromRule = false) => {
    setShown((prev) => {
      if (!error && !prev[field]) return prev;
      const next = { ...prev };
      if (error) next[field] = { error, fromRule };
      else delete next[field];
      return next;
    });
  }, []);

  /**
   * Check one field (on blur): only adds a message (typing clears it), and not before the click of a press
   * under way, which the message would otherwise move out from under the finger (lib/after-press.ts).
   */
  const validateField = useCallback(
    (field: F) =>
      afterPress(() => {
        const error = run(field);
        if (error) setError(field, error, true);
      }),
    [afterPress, run, setError],
  );

  const focusField = useCallback((field: F) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  /** Validate every field; focus the failing one that comes first in the form. True when all pass. */
  const validateAll = useCallback((): boolean => {
    const next: Partial<Record<F, ShownError>> = {};
    for (const field of Object.keys(checksRef.current) as F[]) {
      const error = run(field);
      if (error) next[field] = { error, fromRule: true };
    }
    setShown(next);
    // The form's controls in document order, not the order the checks were built in, which can differ from the screen's.
    const first = Array.from(formRef.current?.elements ?? []).find(
      (control): control is HTMLElement => control instanceof HTMLElement && !!next[control.getAttribute('name') as F],
    );
    first?.focus();
    return Object.keys(next).length === 0;
  }, [run]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setShown((prev) => {
          const next = { ...prev };
          for (const field of Object.keys(prev) as F[]) {
            if (!prev[field]?.fromRule) continue;
            const error = run(field);
            if (error) next[field] = { error, fromRule: true };
            else delete next[field];
          }
          return next;
        });
      }, REVALIDATE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', onChange);
    };
  }, [i18n, run]);

  const errors = Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, (v as ShownError).error])) as Partial<
    Record<F, FieldError>
  >;
  return { formRef, errors, validateField, validateAll, setError, focusField, afterPress };
}
