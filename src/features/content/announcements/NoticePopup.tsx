import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readString, writeString } from '@/lib/storage';
import { useNotices } from '../api/use-notices';
import './announcements.css';

const alreadyShown = () => readString(STORAGE_KEYS.noticePopupShown, sessionStorage) === '1';

/** Home notice popup: the popup announcements, once per browser session, paged when several. */
export default function NoticePopup() {
  const { t } = useTranslation('content');
  const notices = useNotices();
  const [dismissed, setDismissed] = useState(alreadyShown);
  const [index, setIndex] = useState(0);
  const popups = notices.data?.popup ?? [];
  const visible = !dismissed && popups.length > 0;

  // Shown once per browser session: a reload while it is open does not show it again.
  useEffect(() => {
    if (visible) writeString(STORAGE_KEYS.noticePopupShown, '1', sessionStorage);
  }, [visible]);

  if (!visible) return null;
  const close = () => setDismissed(true);
  const current = popups[Math.min(index, popups.length - 1)];
  const last = index >= popups.length - 1;
  return (
    <Dialog
      open
      onClose={close}
      title={current.title}
      className="notice-popup"
      actions={
        last ? (
          <button type="button" className="btn btn--primary" onClick={close}>
            {t('announcements.popupOk')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn--ghost" onClick={close}>
              {t('announcements.popupSkip')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setIndex(index + 1)}>
              {t('announcements.popupNext')}
            </button>
          </>
        )
      }
    >
      <SafeHtml className="content-html notice-popup__body" html={current.content} />
      {popups.length > 1 && (
        <p className="notice-popup__pager" aria-label={t('announcements.popupPosition', { current: index + 1, total: popups.length })}>
          {popups.map((p, i) => (
            <span key={p.id} className={`notice-popup__dot ${i === index ? 'is-current' : ''}`} />
          ))}
        </p>
      )}
    </Dialog>
  );
}
