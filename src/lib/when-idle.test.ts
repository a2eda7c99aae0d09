import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from './when-idle';

describe('whenLoadedAndIdle', () => {
  afterEach(() => {
    delete window.__pageFilesLoaded;
    vi.unstubAllGlobals();
  });

  it('waits, after the load, for the scripts the page asked for after its first paint, then for an idle moment', async () => {
    const requestIdle = vi.fn((callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({} as IdleDeadline), 0),
    );
    vi.stubGlobal('requestIdleCallback', requestIdle);
    let arrive!: () => void;
    window.__pageFilesLoaded = new Promise<void>((resolve) => (arrive = resolve));
    const callback = vi.fn();

    whenLoadedAndIdle(callback, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestIdle).not.toHaveBeenCalled();
    expect(callback).not.toHaveBeenCalled();

    arrive();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
  });

  it('waits for the idle moment only where no boot script ran (dev server, tests)', async () => {
    const callback = vi.fn();
    whenLoadedAndIdle(callback, 2_000);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });
});
