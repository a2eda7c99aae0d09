/** JSON helpers over Web Storage that never throw (private mode, quota, corrupt values). */
export function readJson<T>(key: string, storage: Storage = localStorage): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the app keeps working from memory */
  }
}

export function readString(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null, storage: Storage = localStorage): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    /* ignore */
  }
}

/**
 * Touch a Web Storage area. A page's first access to one waits on the browser process for its
 * contents (≈ 10 ms while the page loads, more when the machine is busy), wherever it happens;
 * src/main.tsx uses this to give that wait a start-up task of its own.
 */
export function openStorage(storage: () => Storage): void {
  try {
    void storage().length;
  } catch {
    /* unavailable (blocked cookies, private mode): whoever reads it copes */
  }
}
