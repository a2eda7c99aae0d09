import { lazyPart } from '@/components/ui/lazy-part';

// The footer is content (providers, payments, badges); it loads after the route's own chunk.
const SiteFooter = lazyPart(() => import('@/features/content/components/footer/SiteFooter'));

export function SiteFooterSlot() {
  return <SiteFooter />;
}
