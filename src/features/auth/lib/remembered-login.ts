import { STORAGE_KEYS } from '@/lib/storage-keys';
import { hasFields, isOptional, isString } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';

export type RememberedMethod = 'username' | 'sms';

/** The remembered login record of accounts-and-access §3 (local storage). */
export interface RememberedLogin {
  type: RememberedMethod;
  username: string;
  /** Double encoded, never stored as typed. */
  password: string;
  countryDialingCode?: string;
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/** The platform's double encoding: the password never sits in storage as typed. */
export const encodePassword = (password: string): string => toBase64(toBase64(password));

export function decodePassword(encoded: string): string {
  try {
    return fromBase64(fromBase64(encoded));
  } catch {
    return '';
  }
}

const isRememberedLogin = hasFields({
  type: (value: unknown): value is RememberedMethod => value === 'username' || value === 'sms',
  username: isString,
  password: isOptional(isString),
  countryDialingCode: isOptional(isString),
});

export function readRememberedLogin(): (Omit<RememberedLogin, 'password'> & { password: string }) | null {
  const record = readJson(STORAGE_KEYS.rememberedLogin, isRememberedLogin);
  if (!record) return null;
  return { ...record, password: decodePassword(record.password ?? '') };
}

/** Store the record (password given in clear, stored encoded); `null` forgets it. */
export function writeRememberedLogin(record: RememberedLogin | null): void {
  writeJson(STORAGE_KEYS.rememberedLogin, record && { ...record, password: encodePassword(record.password) });
}

/** After a password change: keep the record, with the new password, if one exists. */
export function updateRememberedPassword(password: string): void {
  const record = readRememberedLogin();
  if (record?.type === 'username') writeRememberedLogin({ ...record, password });
}
