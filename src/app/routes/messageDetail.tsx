import { AnnouncementDetailPage } from '@/features/content/announcements/AnnouncementDetailPage';

export default function MessageDetailRoute() {
  return <AnnouncementDetailPage />;
}
