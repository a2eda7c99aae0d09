import { AnnouncementDetailPage } from '@/features/content/screens/announcements/AnnouncementDetailPage';

export default function MessageDetailRoute() {
  return <AnnouncementDetailPage />;
}
