import { DEVICE_KEY_STORE } from './storage-keys';

/**
 * Seals short secrets (the remembered password) with an AES-GCM key that never leaves this browser:
 * generated non-extractable and kept in IndexedDB, which stores the CryptoKey object itself, so no
 * script can read its bytes and a copy of localStorage alone opens nothing. Where IndexedDB or
 * WebCrypto is missing (old or locked-down browsers, insecure origins) or the key is gone (site
 * data cleared), sealing answers null and opening answers null: the caller keeps nothing.
 */
export interface SealedSecret {
  /** Base64 of the 12-byte nonce. */
  iv: string;
  /** Base64 of the ciphertext with its tag. */
  data: string;
}

const KEY_ID = 'remembered-login';
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function subtle(): SubtleCrypto | null {
  try {
    return globalThis.crypto?.subtle ?? null;
  } catch {
    return null;
  }
}

function openDatabase(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DEVICE_KEY_STORE.database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(DEVICE_KEY_STORE.store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // no IndexedDB (missing, or blocked with the site's storage)
    }
  });
}

function readKey(db: IDBDatabase): Promise<CryptoKey | null> {
  return new Promise((resolve) => {
    try {
      const request = db.transaction(DEVICE_KEY_STORE.store).objectStore(DEVICE_KEY_STORE.store).get(KEY_ID);
      request.onsuccess = () => resolve(request.result instanceof CryptoKey ? request.result : null);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Adds the key unless one exists (`add`, not `put`): two tabs creating one at once keep the first. */
function addKey(db: IDBDatabase, key: CryptoKey): Promise<void> {
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(DEVICE_KEY_STORE.store, 'readwrite');
      const request = transaction.objectStore(DEVICE_KEY_STORE.store).add(key, KEY_ID);
      request.onerror = (event) => event.preventDefault(); // ConstraintError: another tab was first
      transaction.oncomplete = transaction.onerror = transaction.onabort = () => resolve();
    } catch {
      resolve();
    }
  });
}

async function withDatabase<T>(work: (db: IDBDatabase) => Promise<T | null>): Promise<T | null> {
  const db = await openDatabase();
  if (!db) return null;
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

async function deviceKey(create: boolean): Promise<CryptoKey | null> {
  const crypto = subtle();
  if (!crypto) return null;
  return withDatabase(async (db) => {
    const existing = await readKey(db);
    if (existing || !create) return existing;
    const key = await crypto.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await addKey(db, key);
    return readKey(db);
  });
}

/** `text` sealed with this browser's key, bound to `context` (e.g. the user name); null when unavailable. */
export async function sealSecret(text: string, context: string): Promise<SealedSecret | null> {
  try {
    const key = await deviceKey(true);
    if (!key) return null;
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const data = await subtle()!.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
      key,
      new TextEncoder().encode(text),
    );
    return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
  } catch {
    return null;
  }
}

/** The text sealed by `sealSecret` with the same context; null when the key is gone, the context differs or the data was altered. */
export async function openSecret(sealed: SealedSecret, context: string): Promise<string | null> {
  try {
    const key = await deviceKey(false);
    if (!key) return null;
    const plain = await subtle()!.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: new TextEncoder().encode(context) },
      key,
      fromBase64(sealed.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export const isSealedSecret = (value: unknown): value is SealedSecret =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as SealedSecret).iv === 'string' &&
  typeof (value as SealedSecret).data === 'string';
