import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { useMarkAnnouncementRead } from '../../api/use-mark-read';
import { useNotices } from '../../api/use-notices';
import { AnnouncementList } from './AnnouncementList';
import { HotMatchButton } from './HotMatchButton';
import { useUnreadVisible } from '../../lib/use-unread-visible';
import './announcements.css';

/** The announcement list of /m/message and /m/notice (under their title bars). */
export function AnnouncementsPage() {
  const notices = useNotices();
  const showUnread = useUnreadVisible();
  const markRead = useMarkAnnouncementRead();
  return (
    <section className="page announcements-page">
      {notices.isPending ? (
        <Spinner />
      ) : notices.isError ? (
        <LoadFailed error={notices.error} onRetry={() => void notices.refetch()} />
      ) : (
        <>
          <HotMatchButton matches={notices.data.hot} />
          <AnnouncementList announcements={notices.data.player} showUnread={showUnread} onOpen={markRead} />
        </>
      )}
    </section>
  );
}
