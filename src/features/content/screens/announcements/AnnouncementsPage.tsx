import { useTranslation } from '@/lib/use-translation';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { useMarkAnnouncementRead } from '../../api/use-mark-read';
import { useNotices } from '../../api/use-notices';
import { AnnouncementList } from './AnnouncementList';
import { HotMatchButton } from './HotMatchButton';
import { useUnreadVisible } from '../../lib/use-unread-visible';
import './announcements.css';

/**
 * The announcement list of /m/message (under the title bar) and /m/notice (a screen with its own
 * heading, since that route has no title bar).
 */
export function AnnouncementsPage({ withHeading = false }: { withHeading?: boolean }) {
  const { t } = useTranslation('content');
  const notices = useNotices();
  const showUnread = useUnreadVisible();
  const markRead = useMarkAnnouncementRead();
  return (
    <section className="page announcements-page" aria-labelledby={withHeading ? 'notices-heading' : undefined}>
      {withHeading && (
        <h1 id="notices-heading" className="content-page__heading">
          <Icon name="bell" />
          {t('announcements.noticesTitle')}
        </h1>
      )}
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
