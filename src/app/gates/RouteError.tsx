import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { href } from '@/config/paths';
import { useOnline } from '@/hooks/use-online';

/**
 * Per-route error boundary: a recoverable view instead of a blank screen (docs/decisions/shell.md,
 * "A screen that fails"). It also shows when a
 * route's code failed to load (offline, or its file gone after a deploy: src/app/failed-imports.ts);
 * "Try again" navigates to the same place, which imports the code again (src/app/route-code.tsx).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const online = useOnline();
  const navigate = useNavigate();
  const location = useLocation();
  // Logged in every build (accounts-and-access §8: a page that fails to load is logged), once per failure.
  useEffect(() => console.error('[route] the screen failed', error), [error]);
  return (
    <section className="page route-error" role="alert">
      <div className="card notice-card">
        <h1>{t('routeError.title')}</h1>
        <p>{online ? t('routeError.text') : t('errors.noNetwork')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => navigate(location.pathname + location.search, { replace: true })}
        >
          {t('actions.retry')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => navigate(href('home'))}>
          {t('actions.backHome')}
        </button>
      </div>
    </section>
  );
}
