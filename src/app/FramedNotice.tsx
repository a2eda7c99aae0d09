import { createRoot } from 'react-dom/client';
import { setupI18n } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import './layout/layout.css';

/**
 * What a page framed by another origin shows instead of the app (src/app/framing.ts): a link that
 * opens it in the top window, without the framing page's query (it could carry a token or a control).
 */
export function FramedNotice() {
  const { t } = useTranslation();
  return (
    <main className="page framed-notice">
      <div className="card notice-card">
        <h1>{t('framed.title')}</h1>
        <p>{t('framed.text')}</p>
        <a className="btn btn--primary" href={window.location.origin + window.location.pathname} target="_top">
          {t('framed.open')}
        </a>
      </div>
    </main>
  );
}

/** Renders the notice in place of the app: strings only, no backend, no call. */
export async function showFramedNotice(): Promise<void> {
  await setupI18n();
  // In place of the prerendered frame (hidden in a foreign frame anyway: src/app/boot-script.ts).
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  createRoot(host).render(<FramedNotice />);
}
