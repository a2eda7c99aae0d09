import { QueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { MemberInfo } from '@/api/types/member';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore } from '@/stores/session';
import { chatEntryVisible, memberInfoQueryOptions, unreadCountsAllowed } from './member';

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

describe('member info', () => {
  const DEMO = { token: 'tok', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };

  it('names the session: its account and type become the session’s user name and type', async () => {
    vi.spyOn(api, 'memberInfo').mockResolvedValue({
      id: '7',
      account: 'agent01',
      nickname: '',
      type: 1,
      memberLabel: [],
    });
    useSessionStore.setState({ session: { ...DEMO, token: 't', userName: '' }, expiredFrom: null });
    await new QueryClient().fetchQuery(memberInfoQueryOptions(''));
    expect(useSessionStore.getState().session).toMatchObject({ token: 't', userName: 'agent01', type: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({ userName: 'agent01', type: 1 });
  });

  it('arriving after the session changed, renames nothing', async () => {
    let answer: (value: MemberInfo) => void = () => undefined;
    vi.spyOn(api, 'memberInfo').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useSessionStore.setState({ session: { ...DEMO, token: 'demo-token' }, expiredFrom: null });
    const fetched = new QueryClient().fetchQuery(memberInfoQueryOptions('demo01'));
    const agent = { ...DEMO, token: 'agent-token', userName: 'agent01', type: 1 };
    useSessionStore.getState().signIn(agent);
    answer({ id: '1', account: 'demo01', nickname: '', type: 0, memberLabel: [] });
    await fetched;
    expect(useSessionStore.getState().session).toEqual(agent);
  });
});

describe('stored member info', () => {
  it('starts a player’s query only from that player’s stored copy', () => {
    localStorage.setItem(
      STORAGE_KEYS.memberInfo,
      JSON.stringify({ id: '1', account: 'demo01', nickname: '', type: 0, memberLabel: [] }),
    );
    const startingData = (user: string) => (memberInfoQueryOptions(user).initialData as () => MemberInfo | undefined)();
    expect(startingData('demo01')).toMatchObject({ account: 'demo01' });
    expect(startingData('agent01')).toBeUndefined();
  });
});
