import { AnnouncementsPage } from '@/features/content/screens/announcements/AnnouncementsPage';
import { routeHandle } from '@/app/route-handle';

export default function MessageRoute() {
  return <AnnouncementsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('message');
