import { Link, useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { useTranslation } from '@/lib/use-translation';
import { APP_ICON_SIZE, DEMO_DOWNLOAD_PLATFORMS } from '../../constants';
import './demo-pages.css';

const FEATURES = ['fast', 'alerts', 'account'] as const;

/**
 * /m/demoDownload: what the demo's download links open instead of an app file (the demo backend
 * sends this page as its iOS, Android and profile links): the app, what it offers, and the ways on.
 */
export function DemoDownloadPage() {
  const { t } = useTranslation('content');
  const [query] = useSearchParams();
  const platform = DEMO_DOWNLOAD_PLATFORMS.find((p) => p === query.get('platform')) ?? DEMO_DOWNLOAD_PLATFORMS[0];
  const brand = getConfig().brand;
  const title = t('demoPages.download.title', { brand, platform: t(`demoPages.download.platforms.${platform}`) });

  return (
    <section className="page demo-page">
      <div className="demo-page__hero">
        <img
          className="demo-page__app-icon"
          src={`${import.meta.env.BASE_URL}icons/app-icon.svg`}
          alt=""
          width={APP_ICON_SIZE}
          height={APP_ICON_SIZE}
        />
        <h1 className="demo-page__title">{title}</h1>
        <p className="demo-page__meta">{t('demoPages.download.meta')}</p>
      </div>
      <p className="demo-page__notice">{t('demoPages.download.notice', { brand })}</p>
      <h2 className="demo-page__subheading">{t('demoPages.download.featuresLabel')}</h2>
      <ul className="demo-page__features">
        {FEATURES.map((feature) => (
          <li key={feature} className="card">
            <Icon name="star" size={18} />
            {t(`demoPages.download.features.${feature}`)}
          </li>
        ))}
      </ul>
      <div className="demo-page__actions">
        <Link className="btn btn--gold btn--block" to={href('home')}>
          {t('demoPages.download.play')}
        </Link>
        <Link className="btn btn--ghost btn--block" to={href('app')}>
          {t('demoPages.download.guide')}
        </Link>
      </div>
    </section>
  );
}
