import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { chatEntryVisible, useMemberInfo, useUnreadCounts } from '@/queries/member';
import { useCustomerServiceUrl, useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { useLaunchChat } from '@/hooks/use-launch-chat';
import { useNotices } from '../../api/use-notices';
import { useUnreadVisible } from '../../lib/use-unread-visible';
import { MESSAGES_FLAG } from '../../constants';
import '../content-text.css';

interface ServiceMenuProps {
  open: boolean;
  onClose(): void;
}

/** The service menu: five fixed entries; closes on route change, mask click or the close button. */
export function ServiceMenu({ open, onClose }: ServiceMenuProps) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    close();
  }, [location.pathname]);

  return (
    <Dialog open={open} onClose={onClose} title={t('service.title')} variant="sheet" className="service-menu">
      <ServiceEntries />
    </Dialog>
  );
}

type EntryAction = { to: string } | { href: string } | { onClick(): void; disabled?: boolean };

function Entry({ icon, label, dot, action }: { icon: IconName; label: string; dot?: boolean; action: EntryAction }) {
  const { t } = useTranslation('content');
  const content = (
    <>
      <Icon name={icon} className="service-menu__icon" />
      <span className="service-menu__label">{label}</span>
      {dot && <span className="unread-dot" role="img" aria-label={t('announcements.unread')} />}
    </>
  );
  return (
    <li>
      {'to' in action ? (
        <Link className="service-menu__entry" to={action.to}>
          {content}
        </Link>
      ) : 'href' in action ? (
        <ServerLink className="service-menu__entry" href={action.href}>
          {content}
        </ServerLink>
      ) : (
        <button type="button" className="service-menu__entry" onClick={action.onClick} disabled={action.disabled}>
          {content}
        </button>
      )}
    </li>
  );
}

/** Rendered only while the menu is open, so its counts load on demand. */
function ServiceEntries() {
  const { t } = useTranslation('content');
  const session = useSession();
  const flags = useSiteFlags();
  const memberInfo = useMemberInfo();
  const serviceUrl = useCustomerServiceUrl();
  const notices = useNotices();
  const unreadVisible = useUnreadVisible();
  const unread = useUnreadCounts();
  const chat = useLaunchChat();
  const noticeCount = unreadVisible ? (notices.data?.footer?.unreadCount ?? 0) : 0;
  const showChat = !!session && chatEntryVisible(flags, session.type, memberInfo.data?.memberLabel);

  return (
    <ul className="service-menu__list">
      <Entry
        icon="headset"
        label={t('service.customerService')}
        action={serviceUrl ? { href: serviceUrl } : { to: href('customer') }}
      />
      {flags[MESSAGES_FLAG] && (
        <Entry icon="mail" label={t('service.messages')} dot={unread.mail > 0} action={{ to: href('webEmail') }} />
      )}
      <Entry icon="bell" label={t('service.announcements')} dot={noticeCount > 0} action={{ to: href('message') }} />
      {showChat && (
        <Entry
          icon="chat"
          label={t('service.liveChat')}
          dot={unread.chat > 0}
          action={{ onClick: chat.launch, disabled: chat.pending }}
        />
      )}
      <Entry icon="info" label={t('service.help')} action={{ to: href('help') }} />
    </ul>
  );
}
