import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { retryableImport } from '@/lib/retryable-import';

// Any component, its props passed through, as React's own `lazy` types it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

type Props<C extends AnyComponent> = ComponentProps<C> & {
  /** Shown until the code is in (and while it cannot arrive). */
  fallback?: ReactNode;
};

/**
 * `React.lazy` for a part of a screen the screen can do without for a while (footer, download bar,
 * service buttons, the banner's swiper, menus and dialogs opened later). React's `lazy` keeps a
 * failed import for good and throws it to the nearest error boundary, the shell's: a part whose
 * code could not arrive offline took the whole app down. This one shows its fallback instead, and
 * imports again when the network returns (src/lib/retryable-import.ts).
 */
export function lazyPart<C extends AnyComponent>(load: () => Promise<{ default: C }>): ComponentType<Props<C>> {
  const code = retryableImport(load);
  function LazyPart({ fallback = null, ...props }: Props<C>) {
    const [, arrived] = useState(0);
    const Part: ComponentType<ComponentProps<C>> | undefined = code.loaded?.default;
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      const load = () =>
        code().then(
          () => mounted && arrived((n) => n + 1),
          () => undefined, // tried again when the network comes back
        );
      if (onlineManager.isOnline()) void load();
      // Every return of the network, however brief the outage (a state flag could miss a quick one).
      const unsubscribe = onlineManager.subscribe((online) => online && void load());
      return () => {
        mounted = false;
        unsubscribe();
      };
    }, [Part]);
    return Part ? <Part {...(props as ComponentProps<C>)} /> : fallback;
  }
  return LazyPart;
}
