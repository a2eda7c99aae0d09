import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from './use-first-screen-first';

const items = Array.from({ length: 40 }, (_, i) => i);

describe('useFirstScreenFirst', () => {
  it('gives the first screen at once, then the whole list, and later lists whole', async () => {
    const seen: number[] = [];
    const hook = renderHook(
      ({ list }) => {
        const shown = useFirstScreenFirst(list, 6);
        seen.push(shown.length);
        return shown;
      },
      { initialProps: { list: items } },
    );
    // (renderHook's act() has already run the transition: the renders tell the two steps.)
    await waitFor(() => expect(hook.result.current).toEqual(items));
    expect(seen[0]).toBe(6);
    expect(seen.at(-1)).toBe(40);

    seen.length = 0;
    hook.rerender({ list: items.slice(10) });
    expect(seen).toEqual([30]);
  });

  it('shows a short list whole from the start', () => {
    const hook = renderHook(() => useFirstScreenFirst(items.slice(0, 4), 6));
    expect(hook.result.current).toEqual(items.slice(0, 4));
  });
});
