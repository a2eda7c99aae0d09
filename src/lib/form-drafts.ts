import { hasFields, isRecord, isRecordOf, isString } from './guards';
import { readJson, writeJson } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * What a player had typed into forms when their session expired, by route and form, until they
 * log in again (src/hooks/use-form-draft.ts). In memory and in session storage: it survives a
 * reload of the login page, never the tab, and logout clears it. Never holds secret fields.
 */
export type DraftValue = string | number | boolean | undefined;
/** A form's draftable values: plain fields. */
export type DraftValues<T> = { [K in keyof T]: DraftValue };

interface SavedDraft {
  /** Whose draft it is: another player logging in does not get it. */
  user: string;
  values: Record<string, unknown>;
}

type Drafts = Record<string, SavedDraft>;

/** Read from session storage once per page; the copy in memory is the truth after that. */
let loaded: Drafts | null = null;

const isDrafts = isRecordOf<SavedDraft>(hasFields({ user: isString, values: isRecord }));

function read(): Drafts {
  loaded ??= readJson(STORAGE_KEYS.formDrafts, isDrafts, 'session') ?? {};
  return { ...loaded };
}

function write(drafts: Drafts): void {
  loaded = drafts;
  writeJson(STORAGE_KEYS.formDrafts, Object.keys(drafts).length > 0 ? drafts : null, 'session');
}

export function saveFormDraft<T extends DraftValues<T>>(key: string, user: string, values: T): void {
  write({ ...read(), [key]: { user, values } });
}

/**
 * The saved values of form `key` for `user`, as far as they fit `shape` (same fields, same types:
 * a stale or tampered value is left out); null when there is none or it is another player's.
 */
export function savedFormDraft<T extends DraftValues<T>>(key: string, user: string, shape: T): Partial<T> | null {
  const draft = read()[key];
  if (!draft || typeof draft !== 'object' || draft.user !== user || !draft.values || typeof draft.values !== 'object')
    return null;
  const fitting: Partial<T> = {};
  for (const [field, initial] of Object.entries(shape) as [string, DraftValue][]) {
    const value = draft.values[field];
    const type = typeof value;
    if (
      value !== undefined &&
      (initial === undefined ? type === 'string' || type === 'number' : type === typeof initial)
    )
      fitting[field as keyof T] = value as T[keyof T];
  }
  return fitting;
}

export function dropFormDraft(key: string): void {
  const drafts = read();
  if (!(key in drafts)) return;
  delete drafts[key];
  write(drafts);
}

export function clearFormDrafts(): void {
  write({});
}
