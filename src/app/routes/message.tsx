import { AnnouncementsPage } from '@/features/content/announcements/AnnouncementsPage';

export default function MessageRoute() {
  return <AnnouncementsPage />;
}
