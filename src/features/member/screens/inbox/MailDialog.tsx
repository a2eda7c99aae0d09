import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Mail } from '@/api/types/member';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { toast } from '@/components/ui/toast';
import { errorMessageKey } from '@/api';
import { useDeleteMail } from '../../api/mail';
import { formatDateTime } from '@/lib/dates';

/** One message in full (server HTML through SafeHtml), with delete. */
export function MailDialog({ mail, onClose }: { mail: Mail | null; onClose(): void }) {
  const { t } = useTranslation('member');
  const remove = useDeleteMail();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Dialog
        open={!!mail && !confirming}
        onClose={onClose}
        title={mail?.title ?? ''}
        actions={
          <>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
            >
              {t('inbox.delete')}
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {t('done')}
            </button>
          </>
        }
      >
        {mail && (
          <article className="mail-view">
            <p className="mail-view__meta">
              {mail.sender} · <time dateTime={mail.sendTime}>{formatDateTime(mail.sendTime)}</time>
            </p>
            <SafeHtml html={mail.content} className="mail-view__content" />
          </article>
        )}
      </Dialog>
      <ConfirmDialog
        open={!!mail && confirming}
        title={t('inbox.delete')}
        message={t('inbox.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!mail) return;
          remove.mutate(mail.id, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
            },
            onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
          });
        }}
      />
    </>
  );
}
