import { useTranslation } from '@/lib/use-translation';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { getConfig } from '@/config/runtime';
import { useImageUrl, useSiteStatus } from '@/queries/site';
import { APP_ICON_SIZE } from '../../constants';
import { appDownloadLinks, appIconUrl } from '../../lib/download-links';
import { InstallGuideCarousel } from './InstallGuideCarousel';
import './app-page.css';

const FALLBACK_ICON = `${import.meta.env.BASE_URL}icons/app-icon.svg`;

/** /m/app: logo, promo title, one download link per platform, and the six-step install guide. */
export function AppDownloadPage() {
  const { t } = useTranslation('content');
  const status = useSiteStatus();
  const resolve = useImageUrl();
  const resources = status.data?.info.resources;
  const links = appDownloadLinks(resources);
  const brand = getConfig().brand;

  return (
    <section className="page app-page">
      <header className="app-page__hero">
        <img
          className="app-page__logo"
          src={resolve(appIconUrl(resources)) || FALLBACK_ICON}
          alt={t('app.logoAlt', { brand })}
          width={APP_ICON_SIZE}
          height={APP_ICON_SIZE}
        />
        <h1 className="app-page__title">{t('app.title')}</h1>
        <p className="app-page__promo">{t('app.promo')}</p>
      </header>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <LoadFailed error={status.error} onRetry={() => void status.refetch()} />
      ) : links.length === 0 ? (
        <EmptyState>{t('app.noLinks')}</EmptyState>
      ) : (
        <ul className="app-page__links" aria-label={t('app.linksLabel')}>
          {links.map((link) => (
            <li key={link.type}>
              <ServerLink className="btn btn--gold btn--block app-page__link" href={link.url}>
                <Icon name="download" size={20} />
                {t(`app.links.${link.type}`)}
              </ServerLink>
            </li>
          ))}
        </ul>
      )}
      <InstallGuideCarousel />
    </section>
  );
}
