import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far outside the viewport a section starts to render: one screen, so a scrolling user finds it
 * rendered (and its data asked for) before it comes into view.
 */
export const LAZY_SECTION_ROOT_MARGIN = '100% 0px';

interface LazySectionProps {
  /**
   * Shown until the section comes near the viewport. It must take the content's height (or its
   * loading state's) so nothing below moves when the content replaces it.
   */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only once they come near the viewport, then keeps them. A long page's first
 * render then holds its first screens only: the rest, with its queries, follows as the user scrolls.
 */
export function LazySection({ placeholder, children }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className="lazy-section">
      {near ? children : placeholder}
    </div>
  );
}

function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver there is no way to know: render at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: React renders the section in slices that yield to input, not in one long task.
        startTransition(() => setNear(true));
      },
      { rootMargin: LAZY_SECTION_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
