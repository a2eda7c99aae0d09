import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from '@/components/ui/dialog';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useInviteInfo } from '@/features/agent/api/invite';
import { inviteLink } from '@/features/agent/lib/invite';
import { useSiteStatus } from '@/queries/site';
import { isTrialSession, useSession } from '@/stores/session';
import { judgeUrl, urlOf } from '@/lib/url-policy';
import './invite-dialog.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The referral dialog of the bottom menu: the invite link (and an agent's code), to copy or share. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('agent');
  const session = useSession();
  const trial = isTrialSession(session);
  const invite = useInviteInfo(open && !trial);
  // The operator's affiliate link is handed to other people: only one the URL policy allows.
  const affiliateBase = urlOf(
    judgeUrl(useSiteStatus().data?.info.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url),
  );
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);

  const code = invite.data?.affiliateCodes[0];
  const link =
    session && invite.data ? inviteLink(affiliateBase || href('register'), { code, userName: session.userName }) : '';

  const copy = async (what: 'link' | 'code', text: string) => {
    if (await copyText(text)) setCopied(what);
    else toast.error(t('invite.copyFailed'));
  };
  const share = () =>
    navigator.share({ title: t('invite.title'), text: t('invite.shareText'), url: link }).catch(() => undefined);
  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t('invite.title')} variant="sheet">
      {trial ? (
        <p className="dialog__message">{t('common:errors.trialForbidden')}</p>
      ) : invite.isError ? (
        <LoadFailed error={invite.error} onRetry={() => invite.refetch()} />
      ) : !link ? (
        <Spinner />
      ) : (
        <div className="invite">
          <p className="dialog__message">{code ? t('invite.textAgent') : t('invite.textMember')}</p>
          {code && (
            <div className="invite__code">
              <span className="invite__code-label">{t('invite.code')}</span>
              <strong className="invite__code-value">{code}</strong>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => copy('code', code)}>
                {copied === 'code' ? t('invite.copied') : t('invite.copyCode')}
              </button>
            </div>
          )}
          <label className="field">
            <span className="field__label">{t('invite.link')}</span>
            <span className="field__control">
              <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            </span>
          </label>
          <div className="invite__actions">
            <button type="button" className="btn btn--primary" onClick={() => copy('link', link)}>
              {copied === 'link' ? t('invite.copied') : t('invite.copy')}
            </button>
            {typeof navigator.share === 'function' && (
              <button type="button" className="btn btn--gold" onClick={share}>
                <Icon name="share" size={18} />
                {t('invite.share')}
              </button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
