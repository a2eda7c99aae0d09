import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_START_PX, useCarouselStart } from './use-carousel-start';

const DELAY = 5000;

function setup(enabled = true, autoplay = true) {
  const element = document.createElement('section');
  element.innerHTML = '<a href="/m/activity">banner</a>';
  document.body.append(element);
  const hook = renderHook(({ on }) => useCarouselStart({ current: element }, on, DELAY, autoplay), {
    initialProps: { on: enabled },
  });
  return { element, link: element.querySelector('a')!, hook };
}

describe('useCarouselStart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts with a move to the next banner when the first autoplay step is due', () => {
    const { hook } = setup();
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(hook.result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe('next');
  });

  it('paused (or with less motion asked for), only a swipe starts it', () => {
    const { hook, element } = setup(true, false);
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(hook.result.current).toBeNull();
    fireEvent.pointerDown(element, { clientX: 200, clientY: 100 });
    fireEvent.pointerMove(element, { clientX: 200 - SWIPE_START_PX, clientY: 100 });
    expect(hook.result.current).toBe('next');
  });

  it('never starts with one banner', () => {
    const { hook } = setup(false);
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(hook.result.current).toBeNull();
  });

  it('starts the way of the first sideways swipe; a tap or a scroll down does not start it', () => {
    const { element, hook } = setup();
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(element, { clientX: 100, clientY: 100 });
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(element, { clientX: 103, clientY: 160 });
    expect(hook.result.current).toBeNull();
    fireEvent.pointerMove(element, { clientX: 100 + SWIPE_START_PX + 60, clientY: 120 });
    expect(hook.result.current).toBe('prev');
  });

  it('waits while focus is inside (the link is not swapped from under a keyboard user), and counts anew when it leaves', () => {
    const { link, hook } = setup();
    act(() => vi.advanceTimersByTime(DELAY - 100));
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(DELAY));
    expect(hook.result.current).toBeNull();
    act(() => link.blur());
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(hook.result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe('next');
  });
});
