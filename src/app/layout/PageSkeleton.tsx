/** Placeholder while a route chunk or its locale loads: fixed boxes, so nothing shifts. */
export function PageSkeleton() {
  return (
    <div className="page page-skeleton" aria-hidden="true">
      <div className="skeleton" style={{ height: 150 }} />
      <div className="page-skeleton__row">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="skeleton" style={{ height: 96 }} />
        ))}
      </div>
      <div className="skeleton" style={{ height: 120 }} />
    </div>
  );
}
