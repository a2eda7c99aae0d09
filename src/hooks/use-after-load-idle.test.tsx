import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_IDLE_TIMEOUT_MS, useAfterLoadIdle } from './use-after-load-idle';

describe('useAfterLoadIdle', () => {
  it('is false while the page loads, true once it has loaded and gone idle, and at once for later screens', async () => {
    const requestIdle = vi.fn((callback: IdleRequestCallback) => window.setTimeout(() => callback({} as IdleDeadline), 0));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const first = renderHook(() => useAfterLoadIdle());
    const second = renderHook(() => useAfterLoadIdle());
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    expect(second.result.current).toBe(true);
    // One wait for the whole page, bounded so a busy page still gets its widgets.
    expect(requestIdle).toHaveBeenCalledTimes(1);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS });

    expect(renderHook(() => useAfterLoadIdle()).result.current).toBe(true);
    vi.unstubAllGlobals();
  });
});
