import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Mail } from '@/api/types/member';
import { EmptyState, LoadFailed, LoadMore, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { htmlToText } from '@/components/ui/safe-html/SafeHtml';
import { useUnreadCounts } from '@/queries/member';
import { useMails, useReadAllMail, useReadMail } from '../../api/mail';
import { UnreadBadge } from '../../components/UnreadBadge';
import { formatDateTime } from '@/lib/dates';
import { MailDialog } from './MailDialog';
import '../../components/member-page.css';
import './inbox.css';

/** Inbox (/m/webEmail): messages newest first, unread ones marked; opening one marks it read. */
export function InboxPage() {
  const { t } = useTranslation('member');
  const mails = useMails();
  const read = useReadMail();
  const readAll = useReadAllMail();
  const { mail: unreadCount } = useUnreadCounts();
  const [openId, setOpenId] = useState<string | null>(null);

  const rows = mails.data?.pages.flatMap((page) => page.list) ?? [];
  const open = rows.find((mail) => mail.id === openId) ?? null;
  const anyUnread = rows.some((mail) => !mail.read);

  const openMail = (mail: Mail) => {
    setOpenId(mail.id);
    if (!mail.read) read.mutate(mail.id);
  };

  return (
    <section className="page member-page inbox" aria-label={t('inbox.title')}>
      <div className="inbox__head">
        <h2 className="section-title inbox__title">
          {t('inbox.title')} <UnreadBadge count={unreadCount} />
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => readAll.mutate()}
          disabled={!anyUnread || readAll.isPending}
        >
          {t('inbox.readAll')}
        </button>
      </div>
      {mails.isPending ? (
        <Spinner />
      ) : mails.isError && rows.length === 0 ? (
        <LoadFailed error={mails.error} onRetry={() => void mails.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('inbox.empty')}</EmptyState>
      ) : (
        <>
          <ul className="card inbox__list" aria-label={t('inbox.list')}>
            {rows.map((mail) => (
              <li key={mail.id}>
                <button
                  type="button"
                  className={`mail-row ${mail.read ? '' : 'is-unread'}`}
                  onClick={() => openMail(mail)}
                >
                  {!mail.read && <span className="visually-hidden">{t('inbox.unread')}:</span>}{' '}
                  <span className="mail-row__icon" aria-hidden="true">
                    <Icon name="mail" size={20} />
                  </span>
                  <span className="mail-row__text">
                    <span className="mail-row__title">{mail.title}</span>{' '}
                    <span className="mail-row__preview">{htmlToText(mail.content)}</span>
                  </span>{' '}
                  <time className="mail-row__time" dateTime={mail.sendTime}>
                    {formatDateTime(mail.sendTime).slice(0, 10)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          <LoadMore pages={mails} />
        </>
      )}
      <MailDialog mail={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
