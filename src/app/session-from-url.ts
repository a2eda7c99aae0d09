import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { apiWithToken, outcomeUnknown } from '@/api';
import type { MemberInfo } from '@/api/types/member';
import { LINK_TOKEN_GLOBAL, LINK_TOKEN_PARAM } from '@/config/link-token';
import { getConfig } from '@/config/runtime';
import { dropMemberQueries } from '@/queries/member';
import { memberKeys } from '@/queries/keys';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { isNonEmptyString } from '@/lib/guards';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readString, writeString } from '@/lib/storage';
import { dropFromAddress } from './address';

/** Query parameters of the platform's token links that go with the token (never trusted: member info says who it is). */
const LINK_SESSION_PARAMS = [LINK_TOKEN_PARAM, 'userName', 'type'];

/** A link's session for another account than the one logged in: the player is asked first (AccountSwitchPrompt). */
export interface AccountSwitch {
  session: SessionInfo;
  /** The page the link opened, to go to once switched (the current account may not see it). */
  returnTo: string;
}

export const useAccountSwitchStore = create<{ pending: AccountSwitch | null }>(() => ({ pending: null }));

/**
 * The link's token, taken out of the address: handed over by the pages' boot script, which removed
 * it before the first paint, or read here (dev server). What goes with it leaves the address too,
 * so the token never stays in the URL or the history. Without one, the token of a link this tab
 * could not check last time (see adoptLinkToken). src/app/entry.client.tsx calls this first of all.
 */
export function takeLinkToken(location: Location = window.location): string | null {
  const handedOver = window[LINK_TOKEN_GLOBAL];
  delete window[LINK_TOKEN_GLOBAL];
  const params = new URLSearchParams(location.search);
  const token = handedOver || params.get(LINK_TOKEN_PARAM);
  // Only a token link's own `userName`/`type` go: `type` alone is a lobby's tab (`/m/rng?type=fav`).
  if (token && LINK_SESSION_PARAMS.some((name) => params.has(name))) dropFromAddress(LINK_SESSION_PARAMS, location);
  const unchecked = readString(STORAGE_KEYS.uncheckedLinkToken, isNonEmptyString, 'session');
  writeString(STORAGE_KEYS.uncheckedLinkToken, null, 'session');
  return token || unchecked;
}

/** A link token's session, with the member info that named its player. */
interface LinkSession {
  session: SessionInfo;
  member: MemberInfo;
}

/**
 * Who the token belongs to, asked with the token itself; null when it is refused, and `unchecked`
 * when no answer decided (no network, a timeout, a 5xx): then the token waits in this tab's
 * storage for the next start instead of being lost, as it has already left the address.
 */
async function sessionOf(token: string): Promise<LinkSession | null | 'unchecked'> {
  try {
    const member = await apiWithToken(token).memberInfo();
    return {
      session: {
        token,
        merchantCode: getConfig().merchantCode,
        userName: member.account,
        type: member.type,
        firstTimeLogin: false,
      },
      member,
    };
  } catch (error) {
    if (!outcomeUnknown(error)) return null;
    writeString(STORAGE_KEYS.uncheckedLinkToken, token, 'session');
    return 'unchecked';
  }
}

/**
 * Make a link's session the current one; another player's data goes first. The member info that
 * named the player, when at hand, is the member-info query's answer (not asked again at once).
 */
export function signInFromLink(queryClient: QueryClient, session: SessionInfo, member?: MemberInfo): void {
  if (useSessionStore.getState().session?.userName.toLowerCase() !== session.userName.toLowerCase())
    dropMemberQueries(queryClient);
  useSessionStore.getState().signIn(session);
  if (member) queryClient.setQueryData(memberKeys.info(session.userName), member);
}

/**
 * A link's token (from `takeLinkToken`) becomes the session once member info, fetched with it, says
 * whose it is: the user name and type routing depends on (an agent's link opens the agent area)
 * come from the server, not from the link. The same token as the session's, or a refused one,
 * changes nothing; the same player's new token replaces the old one; another player's token waits
 * for the player to agree (AccountSwitchPrompt). src/app/entry.client.tsx awaits the promise before the first
 * render; null when there is nothing to decide. It resolves `true` when the token could not be checked
 * (kept for the next start; the player is told).
 */
export function adoptLinkToken(
  token: string | null,
  queryClient: QueryClient,
  location: Location = window.location,
): Promise<boolean> | null {
  if (!token || token === useSessionStore.getState().session?.token) return null;
  const returnTo = location.pathname + location.search + location.hash;
  return sessionOf(token).then((link) => {
    if (link === 'unchecked') return true;
    if (!link) return false;
    const current = useSessionStore.getState().session;
    if (!current || current.userName.toLowerCase() === link.session.userName.toLowerCase())
      signInFromLink(queryClient, link.session, link.member);
    else useAccountSwitchStore.setState({ pending: { session: link.session, returnTo } });
    return false;
  });
}
