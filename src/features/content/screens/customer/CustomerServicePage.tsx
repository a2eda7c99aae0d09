import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { LoadFailed } from '@/components/ui/feedback';
import { chatEntryVisible, useMemberInfo, useUnreadCounts } from '@/queries/member';
import { useCustomerServiceUrl, useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { useLaunchChat } from '@/hooks/use-launch-chat';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { useServiceEntries } from '../../api/use-service-entries';
import './customer.css';

/** /m/customer: the customer-service link, the live chat (CBS3 and role rules) and the other entries. */
export function CustomerServicePage() {
  const { t } = useTranslation('content');
  const session = useSession();
  const flags = useSiteFlags();
  const memberInfo = useMemberInfo();
  const serviceUrl = useCustomerServiceUrl();
  const entries = useServiceEntries();
  const unread = useUnreadCounts();
  const chat = useLaunchChat();
  const showChat = !!session && chatEntryVisible(flags, session.type, memberInfo.data?.memberLabel);
  // The main link is already on top: list only the other entries.
  const otherEntries = entries.data?.filter((entry) => entry.url !== serviceUrl) ?? [];

  return (
    <section className="page customer-page">
      <div className="customer-page__hero">
        <Icon name="headset" size={40} />
        <p>{t('customer.intro')}</p>
      </div>
      <ul className="customer-page__list">
        {serviceUrl && (
          <li>
            <ServerLink className="service-entry card" href={serviceUrl}>
              <Icon name="headset" className="service-entry__icon" />
              <span className="service-entry__text">
                <strong>{t('customer.online')}</strong>
                <small>{t('customer.onlineHint')}</small>
              </span>
              <Icon name="chevron" size={18} />
            </ServerLink>
          </li>
        )}
        {showChat && (
          <li>
            <button
              type="button"
              className="service-entry card"
              onClick={chat.launch}
              disabled={chat.pending}
              aria-busy={chat.pending}
            >
              <Icon name="chat" className="service-entry__icon" />
              <span className="service-entry__text">
                <strong>{t('customer.chat')}</strong>
                <small>{chat.pending ? t('customer.opening') : t('customer.chatHint')}</small>
              </span>
              {unread.chat > 0 && (
                <span className="service-entry__badge" aria-label={t('customer.chatUnread', { count: unread.chat })}>
                  {unread.chat}
                </span>
              )}
              <Icon name="chevron" size={18} />
            </button>
          </li>
        )}
      </ul>
      {entries.isError ? (
        <LoadFailed error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        otherEntries.length > 0 && (
          <>
            <h2 className="customer-page__subheading">{t('customer.entries')}</h2>
            <ul className="customer-page__list">
              {otherEntries.map((entry) => (
                <li key={entry.url}>
                  <ServerLink className="service-entry card" href={entry.url}>
                    <Icon name="globe" className="service-entry__icon" />
                    <span className="service-entry__text">
                      <strong>{entry.title}</strong>
                    </span>
                    <Icon name="chevron" size={18} />
                  </ServerLink>
                </li>
              ))}
            </ul>
          </>
        )
      )}
    </section>
  );
}
