import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first `first` items at once, then all of them in a transition: React renders the
 * rest in slices that yield to the browser (no long task), after the first screen has painted.
 * Once the whole list has been shown, later lists (another tab or filter) show whole at once:
 * those follow a tap, not the page load. Items keep their order and keys, so nothing moves.
 */
export function useFirstScreenFirst<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState(false);
  const cut = !whole && items.length > first;
  useEffect(() => {
    if (cut) startTransition(() => setWhole(true));
  }, [cut]);
  return cut ? items.slice(0, first) : items;
}
