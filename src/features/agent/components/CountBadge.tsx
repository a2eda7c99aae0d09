import { useTranslation } from '@/lib/use-translation';
import { BADGE_MAX } from '../constants';

/** A red unread badge, shown only above 0. */
export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation('agent');
  if (count <= 0) return null;
  return (
    <span className="agent-badge" aria-label={t('badge.unread', { count })}>
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
