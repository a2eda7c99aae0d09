import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { handleFailedImports } from './failed-imports';

const reload = vi.fn();
const ROUTE_FILE = `${window.location.origin}/assets/activity-a1.js`;

/** What Vite's preload helper dispatches when a lazily loaded file fails, and Chromium's message for it. */
function failImport(message = `Failed to fetch dynamically imported module: ${ROUTE_FILE}`) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(message),
  });
  window.dispatchEvent(event);
}

/** Let the handler's HEAD request and storage work finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function answerHead(status: number, contentType = 'text/javascript') {
  const head = vi.fn(async () => new Response(null, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', head);
  return head;
}

describe('failed imports', () => {
  beforeAll(() => handleFailedImports(reload));
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads the page once when the file is gone (a deploy replaced it), never again for that file', async () => {
    const head = answerHead(404, 'text/html');
    failImport();
    await settle();
    expect(head).toHaveBeenCalledWith(ROUTE_FILE, { method: 'HEAD', cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.reloadedForMissingFiles)!)).toEqual([ROUTE_FILE]);

    // The reloaded page lacks the file too: it shows the error view instead of reloading again.
    failImport();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);

    failImport(`Unable to preload CSS for ${window.location.origin}/assets/activity-b2.css`);
    await settle();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the host answers the file with a page (every path answered with index.html)', async () => {
    answerHead(200, 'text/html; charset=utf-8');
    failImport();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the file is still there (a passing network failure): the retry will do', async () => {
    answerHead(200);
    failImport();
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload offline, nor ask the host', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const head = answerHead(404);
    failImport();
    await settle();
    expect(head).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the network fails the check too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    failImport();
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a message that names no file (Safari)', async () => {
    const head = answerHead(404);
    failImport('Importing a module script failed.');
    failImport('Importing a module script failed.');
    await settle();
    expect(head).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload where session storage keeps nothing: the new page could not know it had reloaded', async () => {
    answerHead(404);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    failImport();
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});
