import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import { useSessionStore } from '@/stores/session';
import { createQueryClient, queryClient, refetchOnMerchantChange } from './query-client';

function setBrowserOnline(online: boolean, event?: 'online' | 'offline') {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  if (event) window.dispatchEvent(new Event(event));
}

describe('createQueryClient and the network state', () => {
  afterEach(() => setBrowserOnline(true, 'online'));

  it('starts paused when the page opens offline', () => {
    setBrowserOnline(false);
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('hears going offline before anything has subscribed (before the first commit), and coming back', () => {
    setBrowserOnline(true);
    createQueryClient();
    setBrowserOnline(false, 'offline');
    expect(onlineManager.isOnline()).toBe(false);
    setBrowserOnline(true, 'online');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("resumes a loader's fetch paused offline when the network returns before React has mounted", async () => {
    setBrowserOnline(false, 'offline');
    const fetched = queryClient.fetchQuery({ queryKey: ['paused-before-mount'], queryFn: () => 'answer' });
    await Promise.resolve();
    expect(queryClient.getQueryState(['paused-before-mount'])?.fetchStatus).toBe('paused');
    setBrowserOnline(true, 'online');
    await expect(fetched).resolves.toBe('answer');
  });

  it('calls again, on "online", what the screen shows and lost for want of a network while the browser said online', async () => {
    setBrowserOnline(true);
    const client = createQueryClient();
    let network = false;
    const observer = new QueryObserver(client, {
      queryKey: ['lost-while-online'],
      queryFn: () => (network ? Promise.resolve('answer') : Promise.reject(new ApiError('network', 'siteStatus'))),
    });
    onTestFinished(observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    network = true;
    setBrowserOnline(true, 'online');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
  });
});

describe('refetchOnMerchantChange', () => {
  const session = (merchantCode: string) => ({
    token: 't',
    merchantCode,
    userName: 'u',
    type: 0,
    firstTimeLogin: false,
  });

  it('reads cached server data again when a session of another merchant starts or ends, not on a login of the same', async () => {
    const client = createQueryClient();
    client.setQueryData(['games'], 'DEMO list');
    const stop = refetchOnMerchantChange(client);
    onTestFinished(() => {
      stop();
      useSessionStore.getState().signOut();
    });
    const deployment = (await import('@/config/runtime')).getConfig().merchantCode;

    const invalidated = () => client.getQueryState(['games'])?.isInvalidated;
    useSessionStore.getState().signIn(session(deployment));
    expect(invalidated()).toBe(false);

    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn(session('DEMOTRIAL'));
    expect(invalidated()).toBe(true);

    client.setQueryData(['games'], 'trial list');
    expect(invalidated()).toBe(false);
    useSessionStore.getState().signOut();
    expect(invalidated()).toBe(true);
  });
});
