import { create } from 'zustand';
import { isTrialType } from '@/config/constants';
import { getConfig } from '@/config/runtime';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { hasFields, isBoolean, isFiniteNumber, isNonEmptyString, isString, type Guard } from '@/lib/guards';
import { readJson, writeJson, writeString } from '@/lib/storage';

/** Session info as the platform stores it (key MC_SESSION_INFO). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Customer / member type. */
  type: number;
  firstTimeLogin: boolean;
}

/** What a stored MC_SESSION_INFO must look like to be used; anything else is a logged-out visitor. */
export const isSessionInfo: Guard<SessionInfo> = hasFields({
  token: isNonEmptyString,
  merchantCode: isString,
  userName: isString,
  type: isFiniteNumber,
  firstTimeLogin: isBoolean,
});

/** The stored session; without one (none, or a corrupt one, now discarded) the member info stored beside it goes too. */
function readStoredSession(): SessionInfo | null {
  const session = readJson(STORAGE_KEYS.session, isSessionInfo);
  if (!session) writeJson(STORAGE_KEYS.memberInfo, null);
  return session;
}

interface SessionState {
  session: SessionInfo | null;
  /** Set when a call answered 401: the login page shows the not-logged-in message and returns here. */
  expiredFrom: string | null;
  /** The page a logout left from: its session gate sends the player to /m/home, not to /m/login. */
  loggedOutFrom: string | null;
  signIn(info: SessionInfo): void;
  /**
   * The server's word on whose session it is (session renew, member info): name and type follow it,
   * if the session is still the one the call was made for (`token`; a late answer changes nothing).
   */
  adoptAccount(token: string | null, account: Pick<SessionInfo, 'userName' | 'type'>): void;
  signOut(from?: string): void;
  expire(returnTo: string): void;
  /**
   * The server refused a call (401) sent with `sentToken` (null: none) from `returnTo`: the session expires if the call
   * spoke for it, a visitor is sent to log in, and an answer for a session already over (logged out, replaced) changes nothing.
   */
  refused(sentToken: string | null, returnTo: string): void;
  clearExpiry(): void;
  /** Another tab logged in or out (it changed MC_SESSION_INFO): take the stored session as it now is. */
  followStoredSession(): void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  session: readStoredSession(),
  expiredFrom: null,
  loggedOutFrom: null,
  signIn: (info) => {
    writeJson(STORAGE_KEYS.session, info);
    set({ session: info, expiredFrom: null, loggedOutFrom: null });
  },
  adoptAccount: (token, { userName, type }) => {
    const current = get().session;
    if (!current || current.token !== token || !userName) return;
    if (current.userName === userName && current.type === type) return;
    get().signIn({ ...current, userName, type });
  },
  signOut: (from) => {
    writeJson(STORAGE_KEYS.session, null);
    writeJson(STORAGE_KEYS.memberInfo, null);
    // The player asked to leave: a refusal heard on the way out is no expiry to announce.
    set({ session: null, loggedOutFrom: from ?? null, expiredFrom: null });
  },
  expire: (returnTo) => {
    writeJson(STORAGE_KEYS.session, null);
    writeJson(STORAGE_KEYS.memberInfo, null);
    set({ session: null, expiredFrom: returnTo });
  },
  refused: (sentToken, returnTo) => {
    const { session } = get();
    if (sentToken !== null && sentToken === session?.token) get().expire(returnTo);
    else if (sentToken === null && !session) set({ expiredFrom: returnTo });
  },
  clearExpiry: () => set({ expiredFrom: null }),
  followStoredSession: () => {
    const stored = readStoredSession();
    if (stored?.token !== get().session?.token) set({ session: stored, expiredFrom: null });
  },
}));

export const getToken = (): string | null => useSessionStore.getState().session?.token ?? null;
/**
 * The merchant the app speaks for: the session's (a trial session is the trial merchant's), else the deployment's.
 * The `Merchant` header reads it, and the client writes the header's value into a payload's merchant field
 * (EndpointDef.merchantField), so the two never disagree.
 */
export const merchantCodeOf = (session: SessionInfo | null): string =>
  session?.merchantCode || getConfig().merchantCode;
export const activeMerchantCode = (): string => merchantCodeOf(useSessionStore.getState().session);
export const useSession = () => useSessionStore((s) => s.session);

/** Trial (free-play, type 4) sessions: told to log in with a real account for member functions. */
export const isTrialSession = (session: SessionInfo | null = useSessionStore.getState().session): boolean =>
  !!session && isTrialType(session.type);
export const useIsTrialUser = () => useSessionStore((s) => isTrialSession(s.session));

/** The trial user's name, kept in session storage under trialName for the browser session. */
export const writeTrialName = (name: string | null): boolean => writeString(STORAGE_KEYS.trialName, name, 'session');
