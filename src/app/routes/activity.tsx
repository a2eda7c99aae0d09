import { PromotionsPage } from '@/features/content/screens/promotions/PromotionsPage';
import { routeHandle } from '@/app/route-handle';
import { promotionCategoriesQueryOptions, promotionsQueryOptions } from '@/features/content/api/use-promotions';
import { startRouteData } from '@/app/route-data';

export default function ActivityRoute() {
  return <PromotionsPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('activity', ({ start, language }) => {
    void start(promotionsQueryOptions(language));
    void start(promotionCategoriesQueryOptions(language));
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('activity');
