import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { href } from '@/config/paths';

/** A screen that is registered but not built yet: a clear notice inside the real layout. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon" aria-labelledby="coming-soon-title">
      <div className="card coming-soon__card">
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--c-surface-2)" />
          <path d="M32 16v18l10 6" stroke="var(--c-primary)" strokeWidth="4" strokeLinecap="round" fill="none" />
        </svg>
        <h1 id="coming-soon-title">{t(titleKey)}</h1>
        <p>{t('comingSoon.text')}</p>
        <Link className="btn btn--primary" to={href('home')}>
          {t('comingSoon.home')}
        </Link>
      </div>
    </section>
  );
}
