import { lazy, Suspense, type ReactNode } from 'react';
import { statusCode, useSiteStatus } from '@/queries/site';

const MaintenancePage = lazy(() => import('@/features/site/MaintenancePage'));
const IpRestrictedPage = lazy(() => import('@/features/site/IpRestrictedPage'));

/**
 * System status gate: 0 shows the app, 1 maintenance (also when restricted too), 2 the
 * IP-restricted page. Renders from the cached status at once; the background refresh swaps.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data } = useSiteStatus();
  const code = statusCode(data);
  if (code === 0) return <>{children}</>;
  return <Suspense fallback={null}>{code === 1 ? <MaintenancePage /> : <IpRestrictedPage ip={data?.location.ip ?? ''} />}</Suspense>;
}
