import { HelpCentrePage } from '@/features/content/screens/help/HelpCentrePage';
import { routeHandle } from '@/app/route-handle';
import { helpItemsQueryOptions } from '@/features/content/api/use-help-items';
import { HELP_BANNER_GROUP } from '@/features/content/constants';
import { prefetchBanners } from '@/components/banner/use-banners';
import { queryClient } from '@/app/query-client';
import { startRouteData } from '@/app/route-data';

export default function HelpRoute() {
  return <HelpCentrePage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('help', ({ start, language }) => {
    prefetchBanners(queryClient, HELP_BANNER_GROUP);
    void start(helpItemsQueryOptions(language));
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('help');
