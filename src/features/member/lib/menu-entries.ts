import type { IconName } from '@/components/ui/icon/Icon';
import type { RouteId } from '@/config/paths';

export interface MemberMenuEntry {
  to: RouteId;
  icon: IconName;
  /** Whitelabel menu key: the entry shows only when it is on. */
  flag?: string;
  /** Shows the unread mail count. */
  mailBadge?: boolean;
}

/**
 * The side menu's member entries in the spec's order (games-and-content §2 "Side menu"). Keyed
 * entries carry the menu keys the spec names for the same targets (accounts-and-access §2).
 */
export const SIDE_MENU_ENTRIES: readonly MemberMenuEntry[] = [
  { to: 'signIn', icon: 'calendar' },
  { to: 'rewardCenter', icon: 'gift' },
  { to: 'mall', icon: 'shop' },
  { to: 'gameRecord', icon: 'history' },
  { to: 'transactionRecord', icon: 'chart', flag: 'TRANSREC3' },
  { to: 'securityCenter', icon: 'shield', flag: 'SECPRIV' },
  { to: 'webEmail', icon: 'mail', flag: 'MAILCEN', mailBadge: true },
  { to: 'myAccount', icon: 'user' },
  { to: 'benefits', icon: 'crown' },
  { to: 'voucherCenter', icon: 'wallet' },
  { to: 'withdraw', icon: 'card' },
  { to: 'lottery', icon: 'ticket' },
];

/** Entries of the member centre that the side menu does not have. */
const MEMBER_CENTRE_ONLY_ENTRIES: readonly MemberMenuEntry[] = [{ to: 'feedback', icon: 'chat' }];

/**
 * The member centre's menu targets (accounts-and-access §2), same keys as the side menu, then
 * feedback (the spec names no place for it; docs/decisions/member.md).
 */
export const MEMBER_CENTRE_TARGETS: readonly RouteId[] = [
  'securityCenter',
  'webEmail',
  'transactionRecord',
  'myAccount',
  'gameRecord',
  'rewardCenter',
  'mall',
  'signIn',
  'benefits',
  'feedback',
];

/** Entries whose menu key is on (unkeyed entries always show). */
export function visibleMenuEntries(
  flags: Record<string, boolean>,
  entries: readonly MemberMenuEntry[] = SIDE_MENU_ENTRIES,
): MemberMenuEntry[] {
  return entries.filter((entry) => !entry.flag || flags[entry.flag] === true);
}

/** The member centre's entries, keyed like the side menu. */
export function memberCentreEntries(flags: Record<string, boolean>): MemberMenuEntry[] {
  const byRoute = new Map([...SIDE_MENU_ENTRIES, ...MEMBER_CENTRE_ONLY_ENTRIES].map((entry) => [entry.to, entry]));
  return visibleMenuEntries(
    flags,
    MEMBER_CENTRE_TARGETS.map((to) => byRoute.get(to)!),
  );
}
