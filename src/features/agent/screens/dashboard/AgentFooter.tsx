import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { href, type RouteId } from '@/config/paths';
import { useSiteSettings } from '@/queries/site';
import { AGENT_NOTICE_TYPES } from '../../constants';
import { useAgentNotices } from '../../api/notices';
import { CountBadge } from '../../components/CountBadge';

interface FooterEntry {
  id: string;
  icon: IconName;
  route: RouteId;
  query?: Record<string, string>;
  badge?: number;
}

/**
 * Home, open account, dividend (only when the consolidated settings enable dividend display,
 * accounts-and-access §2) and announcements with the unread badge.
 */
export function AgentFooter() {
  const { t } = useTranslation('agent');
  const notices = useAgentNotices(AGENT_NOTICE_TYPES);
  const dividendEnabled = useSiteSettings().data?.dividendEnabled === true;
  const entries: FooterEntry[] = [
    { id: 'home', icon: 'home', route: 'home' },
    { id: 'openAccount', icon: 'user', route: 'agentRegister' },
    ...(dividendEnabled ? [{ id: 'dividend', icon: 'gift', route: 'agentDividend' } as const] : []),
    {
      id: 'announcements',
      icon: 'bell',
      route: 'memberNotice',
      query: { types: AGENT_NOTICE_TYPES },
      badge: notices.data?.footer?.unreadCount ?? 0,
    },
  ];
  return (
    <nav className="agent-footer" aria-label={t('footer.label')}>
      {entries.map((entry) => (
        <Link key={entry.id} className="agent-footer__item" to={href(entry.route, entry.query)}>
          <span className="agent-footer__icon">
            <Icon name={entry.icon} />
            {entry.badge !== undefined && <CountBadge count={entry.badge} />}
          </span>
          <span>{t(`footer.${entry.id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
