import type { ReactNode } from 'react';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { useTranslation } from '@/lib/use-translation';
import { useCustomerServiceUrl } from '@/queries/site';
import './status-screen.css';

/** Shared frame of the maintenance and IP-restricted screens: art, message, contact button. */
export function StatusScreen({ title, art, children }: { title: string; art: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('site');
  const serviceUrl = useCustomerServiceUrl();
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <div className="status-screen__art" aria-hidden="true">
        {art}
      </div>
      <h1 id="status-title">{title}</h1>
      {children}
      <ServerLink className="btn btn--gold" href={serviceUrl} aria-disabled={!serviceUrl}>
        {t('status.contact')}
      </ServerLink>
    </section>
  );
}
