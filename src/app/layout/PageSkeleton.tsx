/**
 * Placeholder while a route chunk or its locale loads: fixed boxes, so nothing shifts. A screen that
 * opens with its banner carousel gets the carousel's box on the brand artwork, where and as the
 * carousel draws it while its banners load. The prerendered frame (ShellSkeleton) renders it into
 * the built HTML.
 */
export function PageSkeleton({ banner = false }: { banner?: boolean }) {
  const boxes = (
    <>
      <div className="page-skeleton__row">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="skeleton" style={{ height: 96 }} />
        ))}
      </div>
      <div className="skeleton" style={{ height: 120 }} />
    </>
  );
  if (banner) {
    return (
      <div aria-hidden="true">
        <div className="banner banner--hero" />
        <div className="page page-skeleton">{boxes}</div>
      </div>
    );
  }
  return (
    <div className="page page-skeleton" aria-hidden="true">
      <div className="skeleton" style={{ height: 150 }} />
      {boxes}
    </div>
  );
}
