import { ApiError, type ApiErrorKind } from '@/api/errors';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { QueryClient } from '@tanstack/react-query';
import { adoptLinkToken as adoptWith, takeLinkToken, useAccountSwitchStore } from './session-from-url';

const adoptLinkToken = (token: string | null) => adoptWith(token, new QueryClient());

/** Member info answered per token, as the server would (unknown tokens are refused); `fail:<kind>` gets no deciding answer. */
const MEMBERS: Record<string, { account: string; type: number }> = {
  'tok-agent': { account: 'agent01', type: 1 },
  'tok-demo-2': { account: 'demo01', type: 0 },
};
const tokensAsked: string[] = [];

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  apiWithToken: (token: string) => ({
    memberInfo: async () => {
      tokensAsked.push(token);
      if (token.startsWith('fail:')) throw new ApiError(token.slice(5) as ApiErrorKind, 'memberInfo');
      const member = MEMBERS[token];
      if (!member) throw new ApiError('unauthorized', 'memberInfo');
      return { id: '1', nickname: '', memberLabel: [], ...member };
    },
  }),
}));

const DEMO: SessionInfo = { token: 'tok-demo', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };

beforeEach(() => {
  tokensAsked.length = 0;
  useSessionStore.setState({ session: null, expiredFrom: null });
  useAccountSwitchStore.setState({ pending: null });
  delete window.__linkToken;
  sessionStorage.clear();
});

describe('token in the page link', () => {
  it('leaves the address with what goes with it; the rest of the query and the hash stay', () => {
    window.history.replaceState(null, '', '/m/agent?token=abc&userName=x&type=1&lang=en#top');
    expect(takeLinkToken()).toBe('abc');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/agent?lang=en#top');
    expect(window.location.href).not.toContain('abc');
  });

  it('leaves a link without a token as it is (`type` is also a lobby tab)', () => {
    window.history.replaceState(null, '', '/m/rng?type=fav&lang=en');
    expect(takeLinkToken()).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/m/rng?type=fav&lang=en');
  });

  it('is taken from the boot script, which already cleaned the address', () => {
    window.history.replaceState(null, '', '/m/agent?lang=en');
    window.__linkToken = 'handed';
    expect(takeLinkToken()).toBe('handed');
    expect(window.__linkToken).toBeUndefined();
    expect(takeLinkToken()).toBeNull();
  });

  it('becomes the session with the user name and type member info gives, not the link', async () => {
    window.history.replaceState(null, '', '/m/agent?token=tok-agent&userName=&type=0');
    await adoptLinkToken(takeLinkToken());
    expect(tokensAsked).toEqual(['tok-agent']);
    expect(useSessionStore.getState().session).toMatchObject({
      token: 'tok-agent',
      userName: 'agent01',
      type: 1,
      merchantCode: expect.any(String),
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({
      token: 'tok-agent',
      userName: 'agent01',
      type: 1,
    });
  });

  it('is not adopted, nor kept, when the server refuses it', async () => {
    window.history.replaceState(null, '', '/m/home');
    await expect(adoptLinkToken('tok-unknown')).resolves.toBe(false);
    expect(useSessionStore.getState().session).toBeNull();
    expect(takeLinkToken()).toBeNull();
  });

  it.each(['network', 'timeout', 'server'])(
    'waits for the next start of the tab when its check gets no deciding answer (%s)',
    async (kind) => {
      window.history.replaceState(null, '', '/m/changePsw?token=fail:' + kind);
      await expect(adoptLinkToken(takeLinkToken())).resolves.toBe(true); // the player is told
      expect(useSessionStore.getState().session).toBeNull();
      expect(window.location.search).toBe('');
      // The next start (a reload) asks again, once.
      expect(takeLinkToken()).toBe('fail:' + kind);
      expect(takeLinkToken()).toBeNull();
    },
  );

  it('a link opened later wins over a token kept from an unchecked one', async () => {
    await adoptLinkToken('fail:network');
    window.history.replaceState(null, '', '/m/agent?token=tok-agent');
    const token = takeLinkToken();
    expect(token).toBe('tok-agent');
    await expect(adoptLinkToken(token)).resolves.toBe(false);
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'agent01' });
    expect(takeLinkToken()).toBeNull();
  });

  it('changes nothing and asks nothing when it is the session’s own token', () => {
    useSessionStore.setState({ session: DEMO });
    expect(adoptLinkToken('tok-demo')).toBeNull();
    expect(tokensAsked).toEqual([]);
    expect(adoptLinkToken(null)).toBeNull();
  });

  it('replaces the token of the same player without asking', async () => {
    useSessionStore.setState({ session: DEMO });
    await adoptLinkToken('tok-demo-2');
    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok-demo-2', userName: 'demo01' });
    expect(useAccountSwitchStore.getState().pending).toBeNull();
  });

  it('waits for the player to agree when it is another player’s, keeping the session meanwhile', async () => {
    useSessionStore.setState({ session: DEMO });
    window.history.replaceState(null, '', '/m/agent?lang=en');
    await adoptLinkToken('tok-agent');
    expect(useSessionStore.getState().session).toEqual(DEMO);
    expect(useAccountSwitchStore.getState().pending).toEqual({
      session: expect.objectContaining({ token: 'tok-agent', userName: 'agent01', type: 1 }),
      returnTo: '/m/agent?lang=en',
    });
  });
});
