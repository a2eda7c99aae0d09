import { BannerHero } from '@/components/banner/BannerHero';

/**
 * Placeholder while a route chunk or its locale loads: fixed boxes, so nothing shifts. Screens that
 * open with a banner carousel get the brand hero in its place (build/prerender-shell.ts draws the
 * same frame into the HTML).
 */
export function PageSkeleton({ banner = false }: { banner?: boolean }) {
  return (
    <>
      {banner && <BannerHero />}
      <div className="page page-skeleton" aria-hidden="true">
        {!banner && <div className="skeleton" style={{ height: 150 }} />}
        <div className="page-skeleton__row">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton" style={{ height: 96 }} />
          ))}
        </div>
        <div className="skeleton" style={{ height: 120 }} />
      </div>
    </>
  );
}
