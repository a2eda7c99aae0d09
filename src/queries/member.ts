import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { isReadableMemberInfo } from '@/api/readable/member-info';
import type { MemberInfo } from '@/api/types/member';
import { isTrialType } from '@/config/constants';
import { persistedQuery } from '@/lib/persisted-query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSiteFlags } from '@/queries/site';
import { getToken, useSession, useSessionStore } from '@/stores/session';
import { memberKeys } from './keys';

/** Forget the member data of a session that ended: logout here or in another tab, or a 401. */
export function dropMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: memberKeys.allInfo() });
  queryClient.removeQueries({ queryKey: memberKeys.allWallets() });
}

/**
 * Member info names the session's player: once the answer is stored, its account and type become the
 * session's user name and type (a session renamed so finds the answer under its new key).
 */
export const memberInfoQueryOptions = (user: string | undefined) => {
  // The one stored copy may be another player's (a late answer after a switch of account): only this player's counts.
  const isStoredInfoOfUser = (value: unknown): value is MemberInfo =>
    isReadableMemberInfo(value) && value.account.toLowerCase() === user?.toLowerCase();
  const persisted = persistedQuery(memberKeys.info(user), STORAGE_KEYS.memberInfo, isStoredInfoOfUser, () =>
    api.memberInfo(),
  );
  return queryOptions({
    ...persisted,
    queryFn: async () => {
      const token = getToken();
      const member = await persisted.queryFn();
      useSessionStore.getState().adoptAccount(token, { userName: member.account, type: member.type });
      return member;
    },
  });
};

/** Member info of the logged-in player (cached locally, renewed in the background). */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({ ...memberInfoQueryOptions(session?.userName), enabled: !!session });
}

export const walletQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: memberKeys.wallet(user), queryFn: () => api.memberWallet(), staleTime: 15_000 });

export function useWallet() {
  const session = useSession();
  return useQuery({ ...walletQueryOptions(session?.userName), enabled: !!session });
}

/** accounts-and-access §6: chat and mail unread counts are loaded for these member types only. */
export const UNREAD_COUNT_MEMBER_TYPES: readonly number[] = [0, 1, 2];
/** The whitelabel flag that switches chat and unread counts on. */
export const CHAT_FLAG = 'CBS3';
/** A member label that hides the chat entry (games-and-content §6). */
export const NO_CHAT_LABEL = 'nochat';
/** Unread counts are re-read this often while a screen shows them. */
export const UNREAD_REFRESH_MS = 60_000;

type Flags = Record<string, boolean>;

/** Unread chat and mail counts are loaded only with CBS3 on and member type 0, 1 or 2; otherwise they read 0. */
export const unreadCountsAllowed = (flags: Flags, type: number | null | undefined): boolean =>
  flags[CHAT_FLAG] === true && type != null && UNREAD_COUNT_MEMBER_TYPES.includes(type);

/** The chat entry: CBS3 on, logged in, not a trial user, and no `nochat` label. */
export const chatEntryVisible = (
  flags: Flags,
  type: number | null | undefined,
  labels: MemberInfo['memberLabel'] | undefined,
): boolean =>
  flags[CHAT_FLAG] === true &&
  type != null &&
  !isTrialType(type) &&
  !(labels ?? []).some((label) => label.labelName.toLowerCase() === NO_CHAT_LABEL);

export interface UnreadCounts {
  mail: number;
  chat: number;
}

export const unreadMailQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: memberKeys.unreadMail(user), queryFn: () => api.inboxUnreadCount() });

export const unreadChatQueryOptions = (user: string | undefined) =>
  queryOptions({
    queryKey: memberKeys.unreadChat(user),
    queryFn: async () => (await api.chatUnreadCount()).unReadCount,
  });

/** The logged-in player's name, and whether the rules above let their unread counts load. */
function useUnreadCountsAllowed(): { user: string | undefined; allowed: boolean } {
  const session = useSession();
  const flags = useSiteFlags();
  return { user: session?.userName, allowed: !!session && unreadCountsAllowed(flags, session.type) };
}

/** Unread mail of the logged-in player (0 where the rules above say none). */
export function useUnreadMail(): number {
  const { user, allowed } = useUnreadCountsAllowed();
  const mail = useQuery({ ...unreadMailQueryOptions(user), enabled: allowed, refetchInterval: UNREAD_REFRESH_MS });
  return allowed ? (mail.data ?? 0) : 0;
}

/** Unread mail and chat counts of the logged-in player (0 where the rules above say none). */
export function useUnreadCounts(): UnreadCounts {
  const { user, allowed } = useUnreadCountsAllowed();
  const mail = useUnreadMail();
  const chat = useQuery({ ...unreadChatQueryOptions(user), enabled: allowed, refetchInterval: UNREAD_REFRESH_MS });
  return { mail, chat: allowed ? (chat.data ?? 0) : 0 };
}
