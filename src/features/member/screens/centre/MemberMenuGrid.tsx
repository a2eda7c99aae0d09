import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { isAgentType } from '@/config/constants';
import { href } from '@/config/paths';
import { useUnreadCounts } from '@/queries/member';
import { useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { ChatEntry } from '../../components/chat/ChatEntry';
import { useChatEntryVisible } from '../../lib/use-chat-entry';
import { UnreadBadge } from '../../components/UnreadBadge';
import { memberCentreEntries } from '../../lib/menu-entries';

/** The member menu targets: a tile grid in the new template, a list in the base one. */
export function MemberMenuGrid({ tiles }: { tiles: boolean }) {
  const { t } = useTranslation();
  const flags = useSiteFlags();
  const agent = isAgentType(useSession()?.type);
  const { mail } = useUnreadCounts();
  const chatVisible = useChatEntryVisible();
  const itemClass = tiles ? 'member-menu__tile' : 'member-menu__row';
  return (
    <nav className="card member-menu" aria-label={t('member:centre.menu')}>
      <ul className={tiles ? 'member-menu__grid' : 'member-menu__list'}>
        {memberCentreEntries({ flags, agent }).map((entry) => (
          <li key={entry.to}>
            <Link to={href(entry.to)} className={itemClass}>
              <span className="member-menu__icon">
                <Icon name={entry.icon} />
              </span>
              <span className="member-menu__label">{t(`routes.${entry.to}`)}</span>
              {entry.mailBadge && <UnreadBadge count={mail} className="member-menu__badge" />}
            </Link>
          </li>
        ))}
        {chatVisible && (
          <li>
            <ChatEntry className={itemClass} iconClassName="member-menu__icon" />
          </li>
        )}
      </ul>
    </nav>
  );
}
