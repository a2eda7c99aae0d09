import type { ReactNode } from 'react';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { href } from '@/config/paths';
import { useCustomerServiceUrl } from '@/queries/site';

/** Customer service: the deployment's support link (site status), else the app's own /m/customer. */
export function CustomerServiceLink({ className, children }: { className?: string; children: ReactNode }) {
  const serviceUrl = useCustomerServiceUrl();
  return (
    <ServerLink href={serviceUrl ?? href('customer')} className={className}>
      {children}
    </ServerLink>
  );
}
