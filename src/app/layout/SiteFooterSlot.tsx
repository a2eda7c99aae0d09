import { lazy, Suspense } from 'react';

// The footer is content (providers, payments, badges); it loads after the route's own chunk.
const SiteFooter = lazy(() => import('@/features/content/footer/SiteFooter'));

export function SiteFooterSlot() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}
