import { readJson, writeJson } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Who signed in in this tab (any sign-in, not a token link), and their "Remember me" choice. Kept
 * in session storage (and memory, where that is blocked): it survives a reload, not a new tab or
 * a reopened browser, and logout empties it. The change-password screen skips the old password
 * only for this player (docs/decisions/auth.md); logout forgets the remembered login when the box
 * was unticked.
 */
interface TabLogin {
  user: string;
  remember: boolean;
}

let inMemory: TabLogin | null = null;

function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): TabLogin | null {
  const storage = tabStorage();
  const stored = storage ? readJson<TabLogin>(STORAGE_KEYS.tabLogin, storage) : inMemory;
  return stored && typeof stored.user === 'string' && typeof stored.remember === 'boolean' ? stored : null;
}

export function noteLoginInThisTab(user: string, remember: boolean): void {
  inMemory = { user, remember };
  const storage = tabStorage();
  if (storage) writeJson(STORAGE_KEYS.tabLogin, inMemory, storage);
}

export function forgetLoginInThisTab(): void {
  inMemory = null;
  const storage = tabStorage();
  if (storage) writeJson(STORAGE_KEYS.tabLogin, null, storage);
}

/** Whether `user` signed in in this tab. */
export const loggedInThisTab = (user: string | undefined): boolean => !!user && read()?.user.toLowerCase() === user.toLowerCase();

/** The "Remember me" choice of this tab's login; null when nobody logged in here. */
export const rememberChoiceOfThisTab = (): boolean | null => read()?.remember ?? null;
