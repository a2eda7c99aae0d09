import { isSealedSecret, openSecret, sealSecret, type SealedSecret } from './device-secret';
import { hasFields, isOptional, isString, type Guard } from './guards';
import { readJson, writeJson } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export type RememberedMethod = 'username' | 'sms';

/**
 * The remembered login of accounts-and-access §3 (local storage, MC_REMEMBER_LOGIN): what the login
 * form is filled with. The password is never in the record in a readable form: it is sealed with
 * this browser's non-extractable key (src/lib/device-secret.ts); where that key cannot be had, only
 * the user name (or number) is remembered.
 */
export interface RememberedLogin {
  type: RememberedMethod;
  /** The user name, or the mobile number for the SMS method. */
  username: string;
  countryDialingCode?: string;
}

interface StoredRecord extends RememberedLogin {
  sealedPassword?: SealedSecret;
  /** The platform's earlier format: base64 of base64 of the password. Migrated when read. */
  password?: string;
}

const sealingContext = (username: string) => `login:${username}`;

function decodeLegacyPassword(encoded: string): string {
  try {
    const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    return decode(decode(encoded));
  } catch {
    return '';
  }
}

const isRememberedMethod: Guard<RememberedMethod> = (value): value is RememberedMethod =>
  value === 'username' || value === 'sms';

const loginFields = { type: isRememberedMethod, username: isString, countryDialingCode: isOptional(isString) };

/** Who to fill the login form with: a remembered login, or one another auth form hands over (in the route state). */
export const isRememberedLogin: Guard<RememberedLogin> = hasFields(loginFields);

const isStoredRecord: Guard<StoredRecord> = hasFields({
  ...loginFields,
  sealedPassword: isOptional(isSealedSecret),
  password: isOptional(isString),
});

const readRecord = (): StoredRecord | null => readJson(STORAGE_KEYS.rememberedLogin, isStoredRecord);

const publicPart = ({ type, username, countryDialingCode }: StoredRecord): RememberedLogin =>
  countryDialingCode === undefined ? { type, username } : { type, username, countryDialingCode };

/** A legacy record's password, re-sealed (or dropped where sealing is unavailable); readers of the password wait for it. */
let migration: Promise<void> | null = null;

function migrateLegacy(record: StoredRecord): void {
  const password = typeof record.password === 'string' ? decodeLegacyPassword(record.password) : '';
  // The readable form leaves storage at once, whatever happens to the sealing.
  writeJson(STORAGE_KEYS.rememberedLogin, publicPart(record));
  if (record.type !== 'username' || !password) return;
  migration = rememberLogin(publicPart(record), password).finally(() => {
    migration = null;
  });
}

/** The remembered method, user name (or number) and dialling code; null when none (or the record is corrupt). */
export function readRememberedLogin(): RememberedLogin | null {
  const record = readRecord();
  if (!record) return null;
  if ('password' in record) migrateLegacy(record);
  return publicPart(record);
}

/** The remembered password of `username` (username method), or null: none held, another user's, or the key is gone. */
export async function readRememberedPassword(username: string): Promise<string | null> {
  readRememberedLogin();
  await migration;
  const record = readRecord();
  if (
    !record ||
    record.type !== 'username' ||
    record.username.toLowerCase() !== username.toLowerCase() ||
    !isSealedSecret(record.sealedPassword)
  )
    return null;
  return openSecret(record.sealedPassword, sealingContext(record.username));
}

const sameLogin = (a: RememberedLogin, b: RememberedLogin) => a.type === b.type && a.username === b.username;

/**
 * Remember `login` at once, and `password` for the username method where it can be sealed. Sealing
 * is asynchronous (Web Crypto): the login is kept before it, so a page left or reloaded right after
 * a login still fills the name. The sealed password joins the record only if the record is still
 * this login's (not forgotten or replaced meanwhile).
 */
export async function rememberLogin(login: RememberedLogin, password?: string): Promise<void> {
  const kept = publicPart(login);
  writeJson(STORAGE_KEYS.rememberedLogin, kept);
  if (login.type !== 'username' || !password) return;
  const sealedPassword = await sealSecret(password, sealingContext(login.username));
  const current = readRecord();
  if (sealedPassword && current && sameLogin(current, kept)) {
    writeJson(STORAGE_KEYS.rememberedLogin, { ...kept, sealedPassword });
  }
}

export function forgetRememberedLogin(): void {
  writeJson(STORAGE_KEYS.rememberedLogin, null);
}

/** After a password change or reset: the record of that user, if one exists, gets the new password. */
export async function updateRememberedPassword(username: string, password: string): Promise<void> {
  const record = readRememberedLogin();
  if (record?.type === 'username' && record.username.toLowerCase() === username.toLowerCase())
    await rememberLogin(record, password);
}
