import { AnnouncementsPage } from '@/features/content/screens/announcements/AnnouncementsPage';
import { routeHandle } from '@/app/route-handle';

/** /m/notice: its title bar's back control goes to /m/home (accounts-and-access §2). */
export default function NoticeRoute() {
  return <AnnouncementsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('notice');
