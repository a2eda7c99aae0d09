import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { href } from '@/config/paths';
import { useSiteStatus } from '@/queries/site';
import { useSession } from '@/stores/session';

/** The referral dialog of the bottom menu: the player's invite link, ready to copy. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const status = useSiteStatus().data;
  const [copied, setCopied] = useState(false);
  const affiliateBase = status?.info.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url;
  const link = affiliateBase
    ? `${affiliateBase}${affiliateBase.includes('?') ? '&' : '?'}affiliateCode=${encodeURIComponent(session?.userName ?? '')}`
    : `${window.location.origin}${href('register', { affiliateCode: session?.userName })}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('invite.title')} variant="sheet">
      <p className="dialog__message">{t('invite.text')}</p>
      <label className="field">
        <span className="field__label">{t('invite.link')}</span>
        <span className="field__control">
          <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </span>
      </label>
      <button type="button" className="btn btn--primary btn--block" onClick={copy}>
        {copied ? t('invite.copied') : t('invite.copy')}
      </button>
    </Dialog>
  );
}
