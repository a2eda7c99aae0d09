import { hasFields, isBoolean, isString } from './guards';
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

const isTabLogin = hasFields({ user: isString, remember: isBoolean });

/** Session storage's copy survives a reload; a copy in memory stands in only where storage refused it. */
const read = (): TabLogin | null => readJson(STORAGE_KEYS.tabLogin, isTabLogin, 'session') ?? inMemory;

export function noteLoginInThisTab(user: string, remember: boolean): void {
  const login = { user, remember };
  inMemory = writeJson(STORAGE_KEYS.tabLogin, login, 'session') ? null : login;
}

export function forgetLoginInThisTab(): void {
  inMemory = null;
  writeJson(STORAGE_KEYS.tabLogin, null, 'session');
}

/** Whether `user` signed in in this tab. */
export const loggedInThisTab = (user: string | undefined): boolean =>
  !!user && read()?.user.toLowerCase() === user.toLowerCase();

/** The "Remember me" choice of this tab's login; null when nobody logged in here. */
export const rememberChoiceOfThisTab = (): boolean | null => read()?.remember ?? null;
