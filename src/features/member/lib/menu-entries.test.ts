// @vitest-environment node
import { isAgentType } from '@/config/constants';
import { memberCentreEntries, SIDE_MENU_ENTRIES, visibleMenuEntries } from './menu-entries';

const ALL_ON = { TRANSREC3: true, SECPRIV: true, MAILCEN: true };
const member = (flags: Record<string, boolean>) => ({ flags, agent: false });
const routes = (entries: { to: string }[]) => entries.map((entry) => entry.to);

describe('side menu entries', () => {
  it('lists the spec targets in order when every key is on', () => {
    expect(routes(visibleMenuEntries(member(ALL_ON)))).toEqual([
      'signIn',
      'rewardCenter',
      'mall',
      'gameRecord',
      'transactionRecord',
      'securityCenter',
      'webEmail',
      'myAccount',
      'benefits',
      'voucherCenter',
      'withdraw',
      'lottery',
    ]);
  });

  it('hides a keyed entry whose key is off or missing', () => {
    expect(routes(visibleMenuEntries(member({ ...ALL_ON, MAILCEN: false })))).not.toContain('webEmail');
    expect(routes(visibleMenuEntries(member({ TRANSREC3: true })))).toEqual(
      routes(SIDE_MENU_ENTRIES.filter((entry) => !entry.agentsOnly && (!entry.flag || entry.flag === 'TRANSREC3'))),
    );
  });

  it('gives the member centre its nine targets, keyed the same way, then feedback', () => {
    expect(routes(memberCentreEntries(member(ALL_ON)))).toHaveLength(10);
    expect(routes(memberCentreEntries(member({}))).at(-1)).toBe('feedback');
    expect(routes(memberCentreEntries(member({ ...ALL_ON, SECPRIV: false })))).not.toContain('securityCenter');
  });

  it('leads both menus with the agent centre for agents only (types other than 0, 4 and 40)', () => {
    expect(isAgentType(1)).toBe(true);
    expect(routes(visibleMenuEntries({ flags: ALL_ON, agent: true }))[0]).toBe('agent');
    expect(routes(memberCentreEntries({ flags: ALL_ON, agent: true }))).toEqual([
      'agent',
      ...routes(memberCentreEntries(member(ALL_ON))),
    ]);
    for (const type of [0, 4, 40]) {
      expect(routes(visibleMenuEntries({ flags: ALL_ON, agent: isAgentType(type) }))).not.toContain('agent');
      expect(routes(memberCentreEntries({ flags: ALL_ON, agent: isAgentType(type) }))).not.toContain('agent');
    }
  });
});

describe('member centre icons', () => {
  it('gives every entry its own icon, none the live chat entry’s (ChatEntry: chat)', () => {
    const icons = memberCentreEntries({ flags: ALL_ON, agent: true }).map((entry) => entry.icon);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain('chat');
  });
});
