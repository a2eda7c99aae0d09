import { AnnouncementsPage } from '@/features/content/screens/announcements/AnnouncementsPage';
import { routeHandle } from '@/app/route-handle';

/** /m/notice has no title bar: the screen shows its own heading. */
export default function NoticeRoute() {
  return <AnnouncementsPage withHeading />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('notice');
