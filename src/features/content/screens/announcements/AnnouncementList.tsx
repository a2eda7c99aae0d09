import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { Announcement } from '@/api/types/content';
import { EmptyState } from '@/components/ui/feedback';
import { SafeHtml, htmlToText } from '@/components/ui/safe-html/SafeHtml';
import { href } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { Accordion, AccordionItem } from '../../components/Accordion';
import { ANNOUNCEMENT_DATE_SEPARATOR } from '../../constants';
import '../../components/content-text.css';

interface AnnouncementListProps {
  announcements: Announcement[];
  /** Show unread dots (members with read state only). */
  showUnread: boolean;
  /** Called when an item is expanded: reading the full text counts as opening it. */
  onOpen?(id: string): void;
}

/** Accordion of announcements: title, start date (YYYY-MM-DD) and a plain-text preview; expanded shows the HTML. */
export function AnnouncementList({ announcements, showUnread, onOpen }: AnnouncementListProps) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState<string | null>(null);
  if (announcements.length === 0) return <EmptyState>{t('announcements.empty')}</EmptyState>;
  return (
    <Accordion label={t('announcements.listLabel')}>
      {announcements.map((a) => {
        const unread = showUnread && !a.read;
        return (
          <AccordionItem
            key={a.id}
            expanded={open === a.id}
            onToggle={() => {
              const expanding = open !== a.id;
              setOpen(expanding ? a.id : null);
              if (expanding && !a.read) onOpen?.(a.id);
            }}
            summary={
              <>
                <span className="content-title announcement__title">
                  {unread && <span className="unread-dot" role="img" aria-label={t('announcements.unread')} />}
                  {a.title}
                </span>
                <span className="content-meta">
                  <time dateTime={formatDate(a.startDate)}>{formatDate(a.startDate, ANNOUNCEMENT_DATE_SEPARATOR)}</time>
                </span>
                {open !== a.id && <span className="content-preview">{htmlToText(a.content)}</span>}
              </>
            }
          >
            <SafeHtml className="content-html" html={a.content} />
            <Link className="content-link" to={href('messageDetail', { id: a.id })}>
              {t('announcements.viewDetail')}
            </Link>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
