import { useState } from 'react';
import { BAR_ORDER, useDockPart } from '@/hooks/bottom-dock';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { useFollowUrl } from '@/hooks/use-follow-url';
import { Icon } from '@/components/ui/icon/Icon';
import { routeForPath } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { DownloadPopups, type OpenPopup } from './DownloadPopups';
import { useDownloadBar } from '../../lib/use-download-bar';
import './download-bar.css';

/**
 * App download bar (games-and-content §4), shown by the rules of download-rules.ts on the home page
 * (the landing screen), so it never covers an inner screen's forms.
 */
export default function DownloadBar() {
  const { t } = useTranslation('content');
  const location = useLocation();
  const { decision, context, close } = useDownloadBar();
  const [popup, setPopup] = useState<OpenPopup>(null);
  const follow = useFollowUrl();
  // Docked above the bottom menu: the floating buttons and the page's end make room for it.
  const dockRef = useDockPart({ lane: 'bar', order: BAR_ORDER.downloadBar });
  const visible = !!decision?.show && routeForPath(location.pathname).id === 'home';

  if (!decision?.show || !context) return null;
  const { action } = decision;
  const onDownload = () => {
    if (action.kind === 'openLink') follow(action.url, { leave: 'newTab' });
    else
      setPopup(
        action.kind === 'androidPopup'
          ? { kind: 'android', url: action.url }
          : { kind: 'ios', options: action.options },
      );
  };
  const brand = getConfig().brand;

  return (
    <>
      {visible && (
        <aside ref={dockRef} className="download-bar" aria-label={t('download.bar.label')}>
          <img
            className="download-bar__icon"
            src={`${import.meta.env.BASE_URL}icons/app-icon.svg`}
            alt=""
            width={36}
            height={36}
          />
          <span className="download-bar__text">
            <strong>{t('download.bar.title', { brand })}</strong>
            <small>{t('download.bar.text')}</small>
          </span>
          <button type="button" className="btn btn--gold download-bar__action" onClick={onDownload}>
            {t('download.bar.action')}
          </button>
          <button type="button" className="download-bar__close" onClick={close} aria-label={t('download.bar.close')}>
            <Icon name="close" size={16} />
          </button>
        </aside>
      )}
      <DownloadPopups popup={popup} context={context} onChange={setPopup} />
    </>
  );
}
