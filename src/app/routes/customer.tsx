import { CustomerServicePage } from '@/features/content/screens/customer/CustomerServicePage';
import { routeHandle } from '@/app/route-handle';

export default function CustomerRoute() {
  return <CustomerServicePage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('customer');
