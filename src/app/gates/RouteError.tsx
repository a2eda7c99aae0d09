import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { href } from '@/config/paths';

/** Per-route error boundary: a recoverable view instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="page route-error" role="alert">
      <div className="card coming-soon__card">
        <h1>{t('routeError.title')}</h1>
        <p>{t('routeError.text')}</p>
        <button type="button" className="btn btn--primary" onClick={() => navigate(location.pathname + location.search, { replace: true })}>
          {t('actions.retry')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => navigate(href('home'))}>
          {t('comingSoon.home')}
        </button>
      </div>
    </section>
  );
}
