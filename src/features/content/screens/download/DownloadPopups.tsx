import { useTranslation } from '@/lib/use-translation';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon/Icon';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { getConfig } from '@/config/runtime';
import { IOS_HOME_SCREEN_STEPS } from '../../constants';
import { needsIosTip, resourceUrl, type DownloadContext, type IosOption } from '../../lib/download-rules';

export type OpenPopup =
  | null
  | { kind: 'android'; url: string }
  | { kind: 'ios'; options: IosOption[] }
  | { kind: 'guide'; step: number }
  | { kind: 'homeScreen' };

interface DownloadPopupsProps {
  popup: OpenPopup;
  context: DownloadContext;
  onChange(popup: OpenPopup): void;
}

const IOS_OPTION_RESOURCE: Record<Exclude<IosOption, 'homeScreen'>, string> = {
  profile: 'MOBILECONFIG',
  iosApp: 'IOS',
};

/** The Android, iOS (profile / app / home-screen guide), install-guide and home-screen popups. */
export function DownloadPopups({ popup, context, onChange }: DownloadPopupsProps) {
  const { t } = useTranslation('content');
  const close = () => onChange(null);
  if (!popup) return null;

  if (popup.kind === 'android') {
    return (
      <Dialog open onClose={close} title={t('download.android.title')}>
        <p>{t('download.android.text')}</p>
        <ServerLink className="btn btn--gold btn--block download-popup__link" href={popup.url}>
          <Icon name="download" size={18} />
          {t('download.android.action')}
        </ServerLink>
      </Dialog>
    );
  }

  if (popup.kind === 'ios') {
    return (
      <Dialog open onClose={close} title={t('download.ios.title')}>
        <p>{t('download.ios.text')}</p>
        <ul className="download-popup__options">
          {popup.options.map((option) => (
            <li key={option}>
              {option === 'homeScreen' ? (
                <button
                  type="button"
                  className="btn btn--primary btn--block"
                  onClick={() => onChange({ kind: 'guide', step: 0 })}
                >
                  {t('download.ios.homeScreen')}
                </button>
              ) : (
                <ServerLink
                  className="btn btn--gold btn--block download-popup__link"
                  href={resourceUrl(context.resources, IOS_OPTION_RESOURCE[option])}
                >
                  <Icon name="download" size={18} />
                  {t(`download.ios.${option}`)}
                </ServerLink>
              )}
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }

  if (popup.kind === 'guide') {
    const total = IOS_HOME_SCREEN_STEPS.length;
    const last = popup.step >= total - 1;
    return (
      <Dialog
        open
        onClose={close}
        title={t('download.guide.title')}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => onChange(last ? { kind: 'homeScreen' } : { kind: 'guide', step: popup.step + 1 })}
          >
            {last ? t('download.guide.ok') : t('download.guide.next')}
          </button>
        }
      >
        <p className="download-popup__step">{t('download.guide.step', { current: popup.step + 1, total })}</p>
        <p className="download-popup__instruction">{t(`download.guide.steps.${IOS_HOME_SCREEN_STEPS[popup.step]}`)}</p>
        {needsIosTip(context.platform) && (
          <p className="download-popup__tip" role="note">
            <Icon name="info" size={16} />
            {t('download.guide.tip')}
          </p>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t('download.homeScreen.title')}
      actions={
        <button type="button" className="btn btn--primary" onClick={close}>
          {t('download.homeScreen.ok')}
        </button>
      }
    >
      <p>{t('download.homeScreen.text', { brand: getConfig().brand })}</p>
    </Dialog>
  );
}
