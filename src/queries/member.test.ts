import { chatEntryVisible, unreadCountsAllowed } from './member';

const CBS3_ON = { CBS3: true };
const CBS3_OFF = { CBS3: false };

describe('unread chat and mail counts', () => {
  it.each([0, 1, 2])('are loaded for member type %i with CBS3 on', (type) => {
    expect(unreadCountsAllowed(CBS3_ON, type)).toBe(true);
  });

  it.each([3, 4, 40, 41, 42])('are not loaded for member type %i', (type) => {
    expect(unreadCountsAllowed(CBS3_ON, type)).toBe(false);
  });

  it('are not loaded with CBS3 off or missing, or without a member type', () => {
    expect(unreadCountsAllowed(CBS3_OFF, 0)).toBe(false);
    expect(unreadCountsAllowed({}, 1)).toBe(false);
    expect(unreadCountsAllowed(CBS3_ON, null)).toBe(false);
    expect(unreadCountsAllowed(CBS3_ON, undefined)).toBe(false);
  });
});

describe('chat entry', () => {
  it('shows for a logged-in member with CBS3 on and no nochat label', () => {
    expect(chatEntryVisible(CBS3_ON, 0, [])).toBe(true);
    expect(chatEntryVisible(CBS3_ON, 2, [{ labelName: 'vip' }])).toBe(true);
    expect(chatEntryVisible(CBS3_ON, 1, undefined)).toBe(true);
  });

  it('is hidden by the nochat label', () => {
    expect(chatEntryVisible(CBS3_ON, 0, [{ labelName: 'vip' }, { labelName: 'nochat' }])).toBe(false);
  });

  it('is hidden for trial users (type 4), without a session, and with CBS3 off', () => {
    expect(chatEntryVisible(CBS3_ON, 4, [])).toBe(false);
    expect(chatEntryVisible(CBS3_ON, undefined, [])).toBe(false);
    expect(chatEntryVisible(CBS3_OFF, 0, [])).toBe(false);
  });
});
