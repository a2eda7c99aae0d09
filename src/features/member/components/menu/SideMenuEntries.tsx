import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { isAgentType } from '@/config/constants';
import { href } from '@/config/paths';
import { useUnreadCounts } from '@/queries/member';
import { useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { ChatEntry } from '../chat/ChatEntry';
import { useChatEntryVisible } from '../../lib/use-chat-entry';
import { UnreadBadge } from '../UnreadBadge';
import { visibleMenuEntries } from '../../lib/menu-entries';
import './menu.css';

/** The logged-in side menu's member entries (keyed ones by whitelabel), with unread mail and the chat entry. */
export function SideMenuEntries() {
  const { t } = useTranslation();
  const flags = useSiteFlags();
  const agent = isAgentType(useSession()?.type);
  const { mail } = useUnreadCounts();
  const chatVisible = useChatEntryVisible();
  return (
    <nav aria-label={t('sideMenu.title')}>
      <ul className="side-menu__list">
        {visibleMenuEntries({ flags, agent }).map((entry) => (
          <li key={entry.to}>
            <Link to={href(entry.to)} className="side-menu__link">
              <Icon name={entry.icon} />
              <span>{t(`routes.${entry.to}`)}</span>
              {entry.mailBadge && <UnreadBadge count={mail} className="side-menu__badge" />}
              <Icon name="chevron" size={16} className="side-menu__chevron" />
            </Link>
          </li>
        ))}
        {chatVisible && (
          <li>
            <ChatEntry className="side-menu__link" />
          </li>
        )}
      </ul>
    </nav>
  );
}
