import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useNotices } from '../../api/use-notices';
import { MARQUEE_PX_PER_SECOND } from '../../constants';
import { useUnreadVisible } from '../../lib/use-unread-visible';
import './announcements.css';

// Rough width of a character at the marquee's font size, to keep the speed constant.
const AVERAGE_CHAR_PX = 7;

/** Home notice marquee: scrolls the notice titles; tapping goes to /m/message. */
export default function NoticeMarquee() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const notices = useNotices();
  const showUnread = useUnreadVisible();
  const titles = (notices.data?.player ?? []).map((a) => ({ id: a.id, title: a.title }));
  const unreadCount = showUnread ? (notices.data?.footer?.unreadCount ?? 0) : 0;
  const textLength = titles.reduce((n, a) => n + a.title.length + 6, 0);
  const durationSeconds = Math.max(8, (textLength * AVERAGE_CHAR_PX) / MARQUEE_PX_PER_SECOND);

  if (notices.isError)
    return (
      <div className="notice-marquee">
        <LoadFailed compact error={notices.error} onRetry={() => void notices.refetch()} />
      </div>
    );
  return (
    <button type="button" className="notice-marquee" onClick={() => navigate(href('message'))}>
      {/* The visible titles are the button's name, after what they are (WCAG 2.5.3: the name contains the text). */}
      <span className="visually-hidden">{t('announcements.marqueeLabel')}</span>{' '}
      <Icon name="bell" size={18} className="notice-marquee__icon" />
      <span className="notice-marquee__viewport">
        {titles.length === 0 ? (
          <span className="notice-marquee__empty">{notices.isPending ? '' : t('announcements.none')}</span>
        ) : (
          // The titles twice, so the loop is seamless: the track scrolls by exactly one copy.
          <span className="notice-marquee__track" style={{ animationDuration: `${durationSeconds}s` }}>
            {[0, 1].map((copy) => (
              <span key={copy} className="notice-marquee__copy" aria-hidden={copy === 1 || undefined}>
                {titles.map((a) => (
                  <span key={a.id} className="notice-marquee__item">
                    {a.title}
                  </span>
                ))}
              </span>
            ))}
          </span>
        )}
      </span>
      {unreadCount > 0 && (
        <span className="notice-marquee__badge" aria-label={t('announcements.unreadCount', { count: unreadCount })}>
          {unreadCount}
        </span>
      )}
    </button>
  );
}
