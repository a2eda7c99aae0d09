import { useState } from 'react';

/** The text values of a form, with a setter per field. */
export function useFields<F extends string>(initial: () => Record<F, string>) {
  const [values, setValues] = useState(initial);
  const set = (field: F, value: string) => setValues((prev) => ({ ...prev, [field]: value }));
  return { values, set };
}
