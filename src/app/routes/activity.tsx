import { PromotionsPage } from '@/features/content/screens/promotions/PromotionsPage';
import { routeHandle } from '@/app/route-handle';

export default function ActivityRoute() {
  return <PromotionsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('activity');
