import { AnnouncementDetailPage } from '@/features/content/screens/announcements/AnnouncementDetailPage';
import { routeHandle } from '@/app/route-handle';

export default function MessageDetailRoute() {
  return <AnnouncementDetailPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('messageDetail');
