import { useServerUnreachable } from '@/hooks/use-server-unreachable';
import { useTranslation } from '@/lib/use-translation';
import './notice-banner.css';

/**
 * Live builds, with the server out of reach (offline, or calls failing for want of a network):
 * what the screen cannot show yet and why, at the top of the content, with "Try again". The pages and the app's code come from the service worker's precache, so the
 * reload always shows the app again, with the server's answers once the network is back. Demo
 * builds work offline (their backend runs in the page) and show nothing.
 */
export function OfflineMessage() {
  const { t } = useTranslation();
  const unreachable = useServerUnreachable();
  if (import.meta.env.MODE === 'demo' || !unreachable) return null;
  return (
    <section className="notice-banner notice-banner--offline" aria-labelledby="offline-message-title">
      <div className="notice-banner__text">
        <h2 id="offline-message-title">{t('offline.title')}</h2>
        <p>{t('offline.text')}</p>
      </div>
      <button type="button" className="btn btn--small btn--primary" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </button>
    </section>
  );
}
