import { useTranslation } from '@/lib/use-translation';
import { UNREAD_BADGE_MAX } from '../constants';
import './unread-badge.css';

/** A red count bubble, shown only above 0 ("99+" beyond the cap). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('member');
  if (count <= 0) return null;
  return (
    <span className={`unread-badge ${className ?? ''}`} aria-label={t('unread', { count })} role="status">
      {count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : count}
    </span>
  );
}
