import { useEffect, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readString, writeString } from '@/lib/storage';
import { useNotices } from '../../api/use-notices';
import './announcements.css';

// The dialog brings DOMPurify (11 KB gzip): home loads it only when there is a popup to show.
const NoticePopupDialog = lazyPart(() => import('./NoticePopupDialog'));

const SHOWN = '1';
const isShown = (value: string): value is typeof SHOWN => value === SHOWN;
const alreadyShown = () => readString(STORAGE_KEYS.noticePopupShown, isShown, 'session') !== null;

/**
 * Home notice popup: the popup announcements, once per browser session, paged when several.
 * `onSettled` runs once there is nothing (more) to show: closed, shown already this session, or no
 * popups; home opens its other dialogs then, so they never stack.
 */
export default function NoticePopup({ onSettled }: { onSettled?: () => void }) {
  const notices = useNotices();
  const [dismissed, setDismissed] = useState(alreadyShown);
  const popups = notices.data?.popup ?? [];
  const visible = !dismissed && popups.length > 0;
  const settled = dismissed || (!notices.isPending && popups.length === 0);

  // Shown once per browser session: a reload while it is open does not show it again.
  useEffect(() => {
    if (visible) writeString(STORAGE_KEYS.noticePopupShown, SHOWN, 'session');
  }, [visible]);

  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  if (!visible) return null;
  return <NoticePopupDialog popups={popups} onClose={() => setDismissed(true)} />;
}
