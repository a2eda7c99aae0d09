import type { Guard } from './guards';

/**
 * The one way into Web Storage, for the app and the demo's mock alike. Nothing here throws, and no
 * read hands back a value its guard has not accepted: where merely reading `window.localStorage`
 * throws (blocked cookies, some in-app browsers), where a write finds the quota full, or where a
 * stored value is corrupt or of another shape (discarded on sight), the app carries on from memory.
 * Callers name an area instead of passing a Storage object, which would be evaluated outside any `try`.
 */
export type StorageArea = 'local' | 'session';

/** The area, or null where the browser has none or refuses access to it. */
function storageOf(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? window.localStorage : window.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string, area: StorageArea): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The stored string if `isValid` accepts it; any other value is removed. */
export function readString<T extends string>(
  key: string,
  isValid: (value: string) => value is T,
  area: StorageArea = 'local',
): T | null {
  const raw = readRaw(key, area);
  if (raw === null) return null;
  if (isValid(raw)) return raw;
  writeString(key, null, area);
  return null;
}

/** The stored JSON value if it has the shape `isShape` checks; a corrupt value or one of another shape is removed. */
export function readJson<T>(key: string, isShape: Guard<T>, area: StorageArea = 'local'): T | null {
  const raw = readRaw(key, area);
  if (raw === null) return null;
  const value = parseJson(raw);
  if (isShape(value)) return value;
  writeString(key, null, area);
  return null;
}

/**
 * Store `value`; null removes the key. Blocked or full storage: nothing is kept, nothing throws.
 * Answers whether the area took the change, for callers that keep a copy in memory where it did not.
 */
export function writeString(key: string, value: string | null, area: StorageArea = 'local'): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false; // quota exceeded or access refused: the app keeps working from memory
  }
}

/** Store `value` as JSON; null or undefined removes the key. Answers whether the area took it. */
export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  return writeString(key, value === null || value === undefined ? null : JSON.stringify(value), area);
}

const keptThroughClear = new Set<string>();

/** A key `clearStorage` leaves in place (the demo's mock controls). */
export const keepThroughClear = (key: string): void => void keptThroughClear.add(key);

/** Empty an area but for the keys kept through a clear (logging out empties the session area). */
export function clearStorage(area: StorageArea): void {
  try {
    const storage = storageOf(area);
    if (!storage) return;
    for (const key of Object.keys(storage)) if (!keptThroughClear.has(key)) storage.removeItem(key);
  } catch {
    /* access refused: there was nothing to clear */
  }
}

/**
 * Call `listener` when another tab of this browser changes `key` in local storage, or clears it
 * (the browser's `storage` event; this tab's own writes do not fire it). Returns the unsubscribe.
 * Without access to storage no tab shares anything, so nothing is listened to.
 */
export function onChangeInOtherTab(key: string, listener: () => void): () => void {
  const local = storageOf('local');
  if (!local) return () => {};
  const handle = (event: StorageEvent) => {
    if (event.storageArea === local && (event.key === key || event.key === null)) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
