import { AnnouncementsPage } from '@/features/content/screens/announcements/AnnouncementsPage';

export default function MessageRoute() {
  return <AnnouncementsPage />;
}
