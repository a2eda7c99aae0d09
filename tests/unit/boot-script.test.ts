/**
 * The inline boot script of every pre-painted page (build/boot-script.ts), run in jsdom: it asks
 * for the page's scripts only once the shell has painted, in the HTML's order, and only once.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_PAINT_TIMEOUT_MS,
  BOOT_SCRIPT,
  BOOT_SCRIPT_HASH,
  bootTags,
  FRAMED_ATTRIBUTE,
  takeEntryTags,
  type BootFiles,
} from '../../build/boot-script';

const FILES: BootFiles = {
  entry: '/assets/index-a.js',
  preload: ['/assets/rolldown-runtime-b.js'],
  worker: '/assets/mock-worker-c.js',
  route: ['/assets/home-d.js', '/assets/locale-ty-e.js'],
};

/** The paint observer the script registers, reporting the first paint when called. */
let reportPaint: (() => void) | null;
let observes: 'paint' | 'throws';

class FakePaintObserver {
  constructor(private readonly callback: (list: unknown, observer: FakePaintObserver) => void) {}
  observe({ type }: { type: string }) {
    if (observes === 'throws') throw new TypeError('no paint timing');
    if (type === 'paint') reportPaint = () => this.callback({}, this);
  }
  disconnect = vi.fn(() => {
    reportPaint = null;
  });
}

const workers: unknown[][] = [];

function runBoot(files: BootFiles = FILES, view: Window = window) {
  document.head.innerHTML = '';
  document.body.innerHTML = bootTags(files).replace(/<script>[\s\S]*<\/script>/, '');
  new Function('window', BOOT_SCRIPT)(view);
}

/** This window as the script sees it inside a frame of another origin: reading the top window's location throws. */
function framedByAnotherOrigin(): Window {
  const foreignTop = {
    get location(): Location {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    },
  };
  const view: Window = new Proxy(window, {
    get: (target, key) => (key === 'top' ? foreignTop : key === 'self' ? view : Reflect.get(target, key)),
    set: (target, key, value) => Reflect.set(target, key, value),
  });
  return view;
}

/** What the script has asked for so far, in order. */
const asked = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute('src')}`
      : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );

describe('boot script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reportPaint = null;
    observes = 'paint';
    workers.length = 0;
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.stubGlobal(
      'Worker',
      vi.fn(function (this: unknown, ...args: unknown[]) {
        workers.push(args);
      }),
    );
    delete window.__pageFilesLoaded;
    delete window.__mockWorker;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(FRAMED_ATTRIBUTE);
  });

  it('asks for nothing before the first paint, then for the entry, its preloads, the worker and the route’s files in order', () => {
    runBoot();
    expect(asked()).toEqual([]);
    expect(workers).toEqual([]);

    reportPaint!();
    expect(asked()).toEqual([
      'script module /assets/index-a.js',
      'modulepreload /assets/rolldown-runtime-b.js',
      'modulepreload /assets/home-d.js',
      'modulepreload /assets/locale-ty-e.js',
    ]);
    const script = document.head.querySelector('script')!;
    expect(script.crossOrigin).toBe('');
    expect(workers).toEqual([['/assets/mock-worker-c.js', { type: 'module', name: 'mock-backend' }]]);
    expect(window.__mockWorker).toBeDefined();
  });

  it('takes a session token out of the address at once, before asking for anything, and hands it to the app', () => {
    window.history.replaceState({ kept: 1 }, '', '/m/agent?token=secret-1&lang=en#top');
    runBoot();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/agent?lang=en#top');
    expect(window.history.state).toEqual({ kept: 1 });
    expect(window.__linkToken).toBe('secret-1');
    expect(asked()).toEqual([]);
    delete window.__linkToken;
  });

  it('leaves an address without a token as it is', () => {
    window.history.replaceState(null, '', '/m/home?lang=en');
    runBoot();
    expect(window.location.pathname + window.location.search).toBe('/m/home?lang=en');
    expect(window.__linkToken).toBeUndefined();
  });

  it('asks only once: the fallback timer after the paint adds nothing', () => {
    runBoot();
    reportPaint!();
    vi.advanceTimersByTime(BOOT_PAINT_TIMEOUT_MS);
    expect(asked()).toHaveLength(4);
    expect(workers).toHaveLength(1);
  });

  it.each(['paint', 'throws'] as const)(
    'asks anyway %s ms after start when no paint is reported (hidden tab, no paint timing: %s)',
    (mode) => {
      observes = mode;
      runBoot();
      vi.advanceTimersByTime(BOOT_PAINT_TIMEOUT_MS - 1);
      expect(asked()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(asked()).toHaveLength(4);
    },
  );

  it('in a frame of another origin, marks the page (its shell stays hidden) and starts no mock backend', () => {
    runBoot(FILES, window);
    expect(document.documentElement.hasAttribute(FRAMED_ATTRIBUTE)).toBe(false);

    runBoot(FILES, framedByAnotherOrigin());
    expect(document.documentElement.hasAttribute(FRAMED_ATTRIBUTE)).toBe(true);
    reportPaint!();
    expect(asked()[0]).toBe('script module /assets/index-a.js');
    expect(workers).toEqual([]);
  });

  it('starts no worker in live pages, which list none', () => {
    runBoot({ ...FILES, worker: undefined });
    reportPaint!();
    expect(workers).toEqual([]);
    expect(window.__mockWorker).toBeUndefined();
  });

  it('settles window.__pageFilesLoaded once every file has arrived or failed', async () => {
    vi.useRealTimers();
    runBoot();
    reportPaint!();
    let settled = false;
    void window.__pageFilesLoaded!.then(() => (settled = true));
    const [first, ...rest] = [...document.head.children];
    first.dispatchEvent(new Event('load'));
    rest.slice(0, -1).forEach((element) => element.dispatchEvent(new Event('load')));
    await Promise.resolve();
    expect(settled).toBe(false);
    rest.at(-1)!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});

describe('boot tags', () => {
  it('takes Vite’s entry tags out of the built HTML and keeps their files', () => {
    const html = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">',
      '  </head>',
    ].join('\n');
    expect(takeEntryTags(html)).toEqual({
      html: '<head>\n  </head>',
      entry: '/assets/index-a.js',
      preload: ['/assets/rolldown-runtime-b.js'],
    });
    expect(takeEntryTags('<head></head>')).toBeNull();
  });

  it('writes a JSON list no file name can close, and the script the CSP allows by its hash', () => {
    const tags = bootTags({ ...FILES, route: ['/assets/</script>.js'] });
    expect(tags).not.toContain('</script>.js');
    expect(tags).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });
});
