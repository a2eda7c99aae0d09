// @vitest-environment node
import {
  IMAGE_CACHE,
  NAVIGATION_FALLBACK,
  PRECACHE_FILE_LIMIT_BYTES,
  PRECACHE_IGNORED,
} from '../../build/service-worker';
import { precacheAddress } from '../../scripts/precache-address.mjs';

describe('service worker build', () => {
  it('stores each route page under the address players open, the root page as index.html', () => {
    expect(precacheAddress('m/rng/index.html')).toBe('m/rng');
    expect(precacheAddress('m/agent/team/overview/index.html')).toBe('m/agent/team/overview');
    expect(precacheAddress('m/index.html')).toBe('m');
    expect(precacheAddress('index.html')).toBe('index.html');
    expect(precacheAddress('404.html')).toBe('404.html');
    expect(precacheAddress('assets/start-up-AbC123.js')).toBe('assets/start-up-AbC123.js');
  });

  it('keeps its limits in one place (docs/decisions/shell.md)', () => {
    expect(NAVIGATION_FALLBACK).toBe('/404.html');
    expect(PRECACHE_FILE_LIMIT_BYTES).toBe(4 * 1024 * 1024);
    expect(IMAGE_CACHE).toEqual({ name: 'images', maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 });
    expect(PRECACHE_IGNORED).toEqual(['_headers', 'nginx.conf.example', 'sw.js']);
  });
});
