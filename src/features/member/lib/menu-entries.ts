import type { IconName } from '@/components/ui/icon/Icon';
import type { RouteId } from '@/config/paths';

export interface MemberMenuEntry {
  to: RouteId;
  icon: IconName;
  /** Whitelabel menu key: the entry shows only when it is on. */
  flag?: string;
  /** Shows the unread mail count. */
  mailBadge?: boolean;
  /** Shows to agents only (member type not 0, 4 or 40). */
  agentsOnly?: boolean;
}

/**
 * The side menu's member entries in the spec's order (games-and-content §2 "Side menu"). Keyed
 * entries carry the menu keys the spec names for the same targets (accounts-and-access §2). The
 * spec gives agents no menu entry to their dashboard; the agent centre leads the list for them.
 */
export const SIDE_MENU_ENTRIES: readonly MemberMenuEntry[] = [
  { to: 'agent', icon: 'team', agentsOnly: true },
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
const MEMBER_CENTRE_ONLY_ENTRIES: readonly MemberMenuEntry[] = [{ to: 'feedback', icon: 'pen' }];

/**
 * The member centre's menu targets (accounts-and-access §2), same keys as the side menu, then
 * feedback (the spec names no place for it; docs/decisions/member.md).
 */
export const MEMBER_CENTRE_TARGETS: readonly RouteId[] = [
  'agent',
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

/** Who reads the menu: the whitelabel menu keys, and whether the player is an agent (`isAgentType`). */
export interface MenuReader {
  flags: Record<string, boolean>;
  agent: boolean;
}

/** Entries whose menu key is on (unkeyed entries always show), the agents' ones for agents only. */
export function visibleMenuEntries(
  { flags, agent }: MenuReader,
  entries: readonly MemberMenuEntry[] = SIDE_MENU_ENTRIES,
): MemberMenuEntry[] {
  return entries.filter((entry) => (!entry.flag || flags[entry.flag] === true) && (agent || !entry.agentsOnly));
}

/** The member centre's entries, keyed like the side menu. */
export function memberCentreEntries(reader: MenuReader): MemberMenuEntry[] {
  const byRoute = new Map([...SIDE_MENU_ENTRIES, ...MEMBER_CENTRE_ONLY_ENTRIES].map((entry) => [entry.to, entry]));
  return visibleMenuEntries(
    reader,
    MEMBER_CENTRE_TARGETS.map((to) => byRoute.get(to)!),
  );
}
