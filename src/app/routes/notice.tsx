import { AnnouncementsPage } from '@/features/content/screens/announcements/AnnouncementsPage';

/** /m/notice has no title bar: the screen shows its own heading. */
export default function NoticeRoute() {
  return <AnnouncementsPage withHeading />;
}
