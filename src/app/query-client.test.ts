import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

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
});
