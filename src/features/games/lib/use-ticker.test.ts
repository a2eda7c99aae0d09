import { act, renderHook } from '@testing-library/react';
import { TICKER_SLIDE_MS, useTicker } from './use-ticker';

describe('winner ticker', () => {
  it('steps one row every interval, then snaps back to the start without animation', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTicker(3, 1_500));
    expect(result.current).toEqual({ step: 0, animate: false });
    act(() => void vi.advanceTimersByTime(1_500));
    expect(result.current).toEqual({ step: 1, animate: true });
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current.step).toBe(3);
    act(() => void vi.advanceTimersByTime(TICKER_SLIDE_MS));
    expect(result.current).toEqual({ step: 0, animate: false });
  });

  it('stays still when there is nothing to scroll', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTicker(0, 1_500));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.step).toBe(0);
  });
});
