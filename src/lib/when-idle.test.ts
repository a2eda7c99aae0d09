import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from './when-idle';

describe('whenLoadedAndIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits, after the load, for an idle moment', async () => {
    const requestIdle = vi.fn((callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({} as IdleDeadline), 0),
    );
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const callback = vi.fn();
    whenLoadedAndIdle(callback, 2_000);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
  });
});
