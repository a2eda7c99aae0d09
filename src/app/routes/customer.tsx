import { CustomerServicePage } from '@/features/content/screens/customer/CustomerServicePage';
import { routeHandle } from '@/app/route-handle';
import { serviceEntriesQueryOptions } from '@/features/content/api/use-service-entries';
import { startRouteData } from '@/app/route-data';

export default function CustomerRoute() {
  return <CustomerServicePage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () => startRouteData('customer', ({ start }) => start(serviceEntriesQueryOptions()));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('customer');
