import { PromotionDetailPage } from '@/features/content/screens/promotions/PromotionDetailPage';
import { routeHandle } from '@/app/route-handle';

export default function ActivityDetailRoute() {
  return <PromotionDetailPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('activityDetail');
