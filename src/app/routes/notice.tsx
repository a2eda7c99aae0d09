import { AnnouncementsPage } from '@/features/content/screens/announcements/AnnouncementsPage';
import { routeHandle } from '@/app/route-handle';
import { noticesQueryOptions } from '@/features/content/api/use-notices';
import { startRouteData } from '@/app/route-data';

/** /m/notice: its title bar's back control goes to /m/home (accounts-and-access §2). */
export default function NoticeRoute() {
  return <AnnouncementsPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('notice', ({ start, user, language }) => start(noticesQueryOptions(user, language)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('notice');
