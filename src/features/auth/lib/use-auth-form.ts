import { useState, type FormEvent } from 'react';
import type { FieldError } from './rules';
import { fieldOfError, serverError } from './server-error';
import { useFormValidation, type Checks } from './use-form-validation';

/** What a field component needs from its form: its value, its message and its handlers. */
export interface BoundField {
  name: string;
  value: string;
  onValueChange(value: string): void;
  onBlur(): void;
  error?: FieldError | null;
}

interface AuthFormOptions<F extends string> {
  initial: () => Record<F, string>;
  /** Each field's rule against the current values (re-read on every render). */
  checks: (values: Record<F, string>) => Checks<F>;
  /** Server error codes shown next to a field (one with a check, i.e. on the form); the others go under the button. */
  errorFields?: Partial<Record<string, F>>;
}

/**
 * The state of one auth form: typed values, field messages and the form message under the button.
 * Typing clears the field's message and the form's; leaving a filled field checks it; a failed call
 * lands next to its field (focused) or under the button, and what was typed stays.
 */
export function useAuthForm<F extends string>({ initial, checks, errorFields = {} }: AuthFormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const validation = useFormValidation(checks(values));
  const { errors, setError, focusField, validateField, validateAll } = validation;

  const set = (field: F, value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  const change = (field: F, value: string) => {
    set(field, value);
    setFormError(null);
    if (errors[field]) setError(field, null);
  };

  /** A change of `field` that re-checks `dependent` (a confirmation already typed) against the new value (§5). */
  const changeRechecking = (field: F, dependent: F) => (value: string) => {
    change(field, value);
    if (values[dependent]) setError(dependent, checks({ ...values, [field]: value })[dependent]?.() ?? null, true);
  };

  /** Props of the field component showing `field`; `onValueChange` replaces the plain change. */
  const bind = (field: F, onValueChange = (value: string) => change(field, value)): BoundField => ({
    name: field,
    value: values[field],
    onValueChange,
    onBlur: () => {
      if (values[field]) validateField(field);
    },
    error: errors[field],
  });

  /** Check one field now (e.g. the number before an SMS code is sent); focus it when it fails. */
  const checkField = (field: F): boolean => {
    const error = checks(values)[field]?.() ?? null;
    setError(field, error, true);
    if (error) focusField(field);
    return !error;
  };

  /** A failed call's message: next to its field when that field is on the form, else under the button. */
  const showServerError = (error: unknown) => {
    const field = fieldOfError(error, errorFields);
    if (field && checks(values)[field]) {
      setError(field, serverError(error));
      focusField(field);
    } else setFormError(serverError(error).key);
  };

  const clearMessages = () => {
    setFormError(null);
    for (const field of Object.keys(errors) as F[]) setError(field, null);
  };

  /** The submit handler: ignored while `busy` (a call pending), else sends once every field passes. */
  const onSubmit = (busy: boolean, send: () => void) => (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    if (validateAll()) send();
  };

  return {
    ...validation,
    values,
    set,
    changeRechecking,
    bind,
    checkField,
    formError,
    showServerError,
    clearMessages,
    onSubmit,
  };
}
