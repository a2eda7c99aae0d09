import { memberCentreEntries, SIDE_MENU_ENTRIES, visibleMenuEntries } from './menu-entries';

const ALL_ON = { TRANSREC3: true, SECPRIV: true, MAILCEN: true };
const routes = (entries: { to: string }[]) => entries.map((entry) => entry.to);

describe('side menu entries', () => {
  it('lists the spec targets in order when every key is on', () => {
    expect(routes(visibleMenuEntries(ALL_ON))).toEqual([
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
    expect(routes(visibleMenuEntries({ ...ALL_ON, MAILCEN: false }))).not.toContain('webEmail');
    expect(routes(visibleMenuEntries({ TRANSREC3: true }))).toEqual(
      routes(SIDE_MENU_ENTRIES.filter((entry) => !entry.flag || entry.flag === 'TRANSREC3')),
    );
  });

  it('gives the member centre its nine targets, keyed the same way, then feedback', () => {
    expect(routes(memberCentreEntries(ALL_ON))).toHaveLength(10);
    expect(routes(memberCentreEntries({})).at(-1)).toBe('feedback');
    expect(routes(memberCentreEntries({ ...ALL_ON, SECPRIV: false }))).not.toContain('securityCenter');
  });
});
