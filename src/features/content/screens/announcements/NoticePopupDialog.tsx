import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Announcement } from '@/api/types/content';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { popupSizeStyle } from '../../lib/popup-size';
import '../../components/content-text.css';

/** The popup announcements in one dialog, paged when several (NoticePopup decides when it shows). */
export default function NoticePopupDialog({ popups, onClose }: { popups: Announcement[]; onClose: () => void }) {
  const { t } = useTranslation('content');
  const [index, setIndex] = useState(0);
  const current = popups[Math.min(index, popups.length - 1)];
  const last = index >= popups.length - 1;
  const size = popupSizeStyle(current);
  return (
    <Dialog
      open
      onClose={onClose}
      title={current.title}
      className={size ? 'notice-popup notice-popup--sized' : 'notice-popup'}
      actions={
        last ? (
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('announcements.popupOk')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('announcements.popupSkip')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setIndex(index + 1)}>
              {t('announcements.popupNext')}
            </button>
          </>
        )
      }
    >
      <div className="notice-popup__frame" style={size}>
        <SafeHtml className="content-html notice-popup__body" html={current.content} />
      </div>
      {popups.length > 1 && (
        <p className="notice-popup__pager">
          <span className="visually-hidden">
            {t('announcements.popupPosition', { current: index + 1, total: popups.length })}
          </span>
          {popups.map((p, i) => (
            <span key={p.id} className={`notice-popup__dot ${i === index ? 'is-current' : ''}`} aria-hidden="true" />
          ))}
        </p>
      )}
    </Dialog>
  );
}
