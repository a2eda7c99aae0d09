import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import type { Announcement } from '@/api/types/content';
import { EmptyState } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { formatDate } from '@/lib/dates';
import { noticeTypesOf } from '../../lib/notice-types';
import { useAgentNotices, useMarkNoticeRead } from '../../api/notices';
import { AgentOnly } from '../../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../../components/AgentPage';

function NoticeItem({ notice }: { notice: Announcement }) {
  const { t } = useTranslation('agent');
  const markRead = useMarkNoticeRead();
  const [open, setOpen] = useState(false);
  const panelId = `notice-${notice.id}`;
  const toggle = () => {
    setOpen(!open);
    if (!open && !notice.read && !markRead.isPending) markRead.mutate(notice.id);
  };
  return (
    <li className="card agent-notice">
      <button
        type="button"
        className="agent-notice__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {!notice.read && <span className="agent-notice__dot" aria-label={t('notices.unread')} />}
        <span className="agent-notice__title">{notice.title}</span>
        <time className="agent-notice__date">{formatDate(notice.startDate)}</time>
        <Icon name="chevron" size={18} className={`agent-notice__chevron ${open ? 'is-open' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="agent-notice__body">
        {open && <SafeHtml html={notice.content} />}
      </div>
    </li>
  );
}

/** Agent announcements (types from the link, A by default); opening one marks it read. */
export function AgentNoticesPage() {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const types = noticeTypesOf(params);
  const notices = useAgentNotices(types);
  return (
    <AgentOnly>
      <AgentPage>
        <QueryBoundary query={notices}>
          {() => {
            const wanted = new Set(types.split(','));
            // An untyped notice is one the call asked for (types are not among the spec's fields).
            const list = notices.data!.player.filter((n) => !n.type || wanted.has(n.type));
            return list.length === 0 ? (
              <EmptyState>{t('notices.empty')}</EmptyState>
            ) : (
              <ul className="agent-list" aria-label={t('footer.announcements')}>
                {list.map((notice) => (
                  <NoticeItem key={notice.id} notice={notice} />
                ))}
              </ul>
            );
          }}
        </QueryBoundary>
      </AgentPage>
    </AgentOnly>
  );
}
