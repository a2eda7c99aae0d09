import { type ReactNode } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { statusCode, useSiteStatus } from '@/queries/site';
import { useCurrentRoute } from '../route-handle';

const MaintenancePage = lazyPart(() => import('@/features/site/screens/MaintenancePage'));
const IpRestrictedPage = lazyPart(() => import('@/features/site/screens/IpRestrictedPage'));

/**
 * System status gate: 0 shows the app, 1 maintenance (also when restricted too), 2 the
 * IP-restricted page. Renders from the cached status at once; the background refresh swaps.
 * A screen open during an outage (customer service, where the status screens' button leads) shows all the same.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data } = useSiteStatus();
  const code = statusCode(data);
  const route = useCurrentRoute();
  if (code === 0 || route.openDuringOutage) return <>{children}</>;
  return code === 1 ? <MaintenancePage /> : <IpRestrictedPage ip={data?.location.ip ?? ''} />;
}
