import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Announcement } from '@/api/types/content';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon/Icon';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { useRequireSession } from '@/hooks/use-require-session';
import { formatDate } from '@/lib/dates';
import { ANNOUNCEMENT_DATE_SEPARATOR } from '../../constants';
import '../../components/content-text.css';

/** Hot-match action: opens the hot-match panel for members; visitors go to /m/login. */
export function HotMatchButton({ matches }: { matches: Announcement[] }) {
  const { t } = useTranslation('content');
  const requireSession = useRequireSession();
  const [open, setOpen] = useState(false);
  if (matches.length === 0) return null;
  return (
    <>
      <button type="button" className="hot-match__button" onClick={() => requireSession() && setOpen(true)}>
        <Icon name="trophy" size={20} />
        <span>{t('announcements.hotMatches')}</span>
        <span className="hot-match__count">{matches.length}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('announcements.hotMatches')} variant="sheet">
        <ul className="hot-match__list">
          {matches.map((m) => (
            <li key={m.id} className="hot-match__item">
              <strong className="content-title">{m.title}</strong>
              <span className="content-meta">{formatDate(m.startDate, ANNOUNCEMENT_DATE_SEPARATOR)}</span>
              <SafeHtml className="content-html" html={m.content} />
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
