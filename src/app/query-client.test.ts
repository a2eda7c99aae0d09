import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, queryClient } from './query-client';

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
});
