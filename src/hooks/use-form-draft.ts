import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router';
import { dropFormDraft, saveFormDraft, savedFormDraft, type DraftValues } from '@/lib/form-drafts';
import { useSession, useSessionStore } from '@/stores/session';

interface FormDraftOptions<T> {
  /** Fields never kept (passwords, payment passwords, SMS codes, captchas): they come back empty. */
  secret?: readonly (keyof T)[];
}

/**
 * A form's typed values, like `useState`, that outlive an expired session: when a call answers 401
 * and the form goes away (to /m/login), what the player had changed is saved under this route and
 * `formId`, and the form's next mount after the same player logs in again starts from it, once.
 * Returns the values, their setter, and `clearDraft` to call once the form has been sent.
 */
export function useFormDraft<T extends DraftValues<T>>(
  formId: string,
  initial: T | (() => T),
  { secret = [] }: FormDraftOptions<T> = {},
) {
  const key = `${useLocation().pathname}#${formId}`;
  const user = useSession()?.userName;
  // The secret fields are fixed for a mounted form.
  const [secretFields] = useState(secret);
  const [restored] = useState(() => {
    const base = typeof initial === 'function' ? initial() : initial;
    const saved = user ? savedFormDraft(key, user, base) : null;
    if (saved) for (const field of secretFields) delete saved[field];
    return { values: saved ? { ...base, ...saved } : base, fromDraft: !!saved };
  });
  const [values, setValues] = useState<T>(restored.values);
  // What the form shows and who typed it, as of the last commit: read when the form goes away.
  const latest = useRef({ values, user, dirty: restored.fromDraft });
  useEffect(() => {
    latest.current.values = values;
    if (user) latest.current.user = user;
  });

  useEffect(() => {
    // Restored once (a later visit starts afresh), and never kept for another player who logged in.
    dropFormDraft(key);
    const draft = latest.current; // one object for the hook's life, its fields kept up to date
    return () => {
      const { session, expiredFrom } = useSessionStore.getState();
      const { dirty, user: owner, values: typed } = draft;
      if (session || !expiredFrom || !dirty || !owner) return;
      const kept = { ...typed };
      for (const field of secretFields) delete kept[field];
      saveFormDraft(key, owner, kept);
    };
  }, [key, secretFields]);

  const setDraft: Dispatch<SetStateAction<T>> = useCallback((action) => {
    latest.current.dirty = true;
    setValues(action);
  }, []);

  const clearDraft = useCallback(() => {
    latest.current.dirty = false;
    dropFormDraft(key);
  }, [key]);

  return [values, setDraft, clearDraft] as const;
}
