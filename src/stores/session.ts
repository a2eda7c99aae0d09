import { create } from 'zustand';
import { isTrialType } from '@/config/constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readJson, readString, writeJson, writeString } from '@/lib/storage';

/** Session info as the platform stores it (key MC_SESSION_INFO). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Customer / member type. */
  type: number;
  firstTimeLogin: boolean;
}

interface SessionState {
  session: SessionInfo | null;
  /** Set when a call answered 401: the login page shows the not-logged-in message and returns here. */
  expiredFrom: string | null;
  signIn(info: SessionInfo): void;
  signOut(): void;
  expire(returnTo: string): void;
  clearExpiry(): void;
}

const sessionStore = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const useSessionStore = create<SessionState>((set) => ({
  session: readJson<SessionInfo>(STORAGE_KEYS.session),
  expiredFrom: null,
  signIn: (info) => {
    writeJson(STORAGE_KEYS.session, info);
    set({ session: info, expiredFrom: null });
  },
  signOut: () => {
    writeJson(STORAGE_KEYS.session, null);
    writeJson(STORAGE_KEYS.memberInfo, null);
    set({ session: null });
  },
  expire: (returnTo) => {
    writeJson(STORAGE_KEYS.session, null);
    writeJson(STORAGE_KEYS.memberInfo, null);
    set({ session: null, expiredFrom: returnTo });
  },
  clearExpiry: () => set({ expiredFrom: null }),
}));

export const getToken = (): string | null => useSessionStore.getState().session?.token ?? null;
export const useSession = () => useSessionStore((s) => s.session);

/** Trial (free-play, type 4) sessions: told to log in with a real account for member functions. */
export const isTrialSession = (session: SessionInfo | null = useSessionStore.getState().session): boolean =>
  !!session && isTrialType(session.type);
export const useIsTrialUser = () => useSessionStore((s) => isTrialSession(s.session));

/** The trial user's name, kept in session storage under trialName for the browser session. */
export const readTrialName = (): string | null => {
  const storage = sessionStore();
  return storage ? readString(STORAGE_KEYS.trialName, storage) : null;
};
export const writeTrialName = (name: string | null): void => {
  const storage = sessionStore();
  if (storage) writeString(STORAGE_KEYS.trialName, name, storage);
};
