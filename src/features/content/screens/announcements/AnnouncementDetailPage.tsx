import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { href } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useMarkAnnouncementRead } from '../../api/use-mark-read';
import { useNotices } from '../../api/use-notices';
import { ANNOUNCEMENT_DATE_SEPARATOR } from '../../constants';
import '../../components/content-text.css';
import './announcements.css';

/** /m/messageDetail?id=: the full announcement; opening it marks it read. */
export function AnnouncementDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const notices = useNotices();
  const markRead = useMarkAnnouncementRead();
  const groups = notices.data;
  const announcement = groups && [...groups.player, ...groups.popup].find((a) => a.id === id);
  const unread = announcement ? !announcement.read : false;
  // Opening marks read once; a refetch that still says unread must not call the server again.
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!unread || marked.current === id) return;
    marked.current = id;
    markRead(id);
  }, [id, unread, markRead]);

  if (notices.isPending) return <Spinner />;
  if (notices.isError) return <LoadFailed error={notices.error} onRetry={() => void notices.refetch()} />;
  if (!announcement) {
    return (
      <section className="page">
        <EmptyState>{t('announcements.notFound')}</EmptyState>
        <Link className="btn btn--primary btn--block" to={href('message')}>
          {t('announcements.backToList')}
        </Link>
      </section>
    );
  }
  return (
    <article className="page announcement-detail">
      <div className="card announcement-detail__card">
        <h1 className="announcement-detail__title">{announcement.title}</h1>
        <p className="content-meta">
          <time dateTime={formatDate(announcement.startDate)}>
            {formatDate(announcement.startDate, ANNOUNCEMENT_DATE_SEPARATOR)}
          </time>
        </p>
        <SafeHtml className="content-html" html={announcement.content} />
      </div>
    </article>
  );
}
