import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the hook's module: it remembers for the whole visit that the page got there. */
const freshHook = async () => {
  vi.resetModules();
  return import('./use-after-load-idle');
};

describe('useAfterLoadIdle', () => {
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const requestIdle = vi.fn((callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({} as IdleDeadline), 0),
  );

  beforeEach(() => {
    queryClient = new QueryClient();
    requestIdle.mockClear();
    vi.stubGlobal('requestIdleCallback', requestIdle);
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('is false while the page loads, true once it has loaded and gone idle, and at once for later screens', async () => {
    const { AFTER_LOAD_IDLE_TIMEOUT_MS, useAfterLoadIdle } = await freshHook();
    const first = renderHook(() => useAfterLoadIdle(), { wrapper });
    const second = renderHook(() => useAfterLoadIdle(), { wrapper });
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    expect(second.result.current).toBe(true);
    // One wait for the whole page, bounded so a busy page still gets its widgets.
    expect(requestIdle).toHaveBeenCalledTimes(1);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS });

    expect(renderHook(() => useAfterLoadIdle(), { wrapper }).result.current).toBe(true);
  });

  it('waits for the first screen’s calls to answer before it turns true', async () => {
    const { useAfterLoadIdle } = await freshHook();
    let answer!: (value: string) => void;
    void queryClient.prefetchQuery({
      queryKey: ['home', 'banners'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const { result } = renderHook(() => useAfterLoadIdle(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    expect(requestIdle).not.toHaveBeenCalled();

    act(() => answer('banners'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('does not wait longer than its bound for calls that do not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { AFTER_LOAD_IDLE_TIMEOUT_MS, useAfterLoadIdle } = await freshHook();
      void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
      const { result } = renderHook(() => useAfterLoadIdle(), { wrapper });
      await act(() => vi.advanceTimersByTimeAsync(AFTER_LOAD_IDLE_TIMEOUT_MS - 10));
      expect(result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
