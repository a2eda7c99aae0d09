import type { ReactNode } from 'react';
import { ServerLink } from '@/components/ui/server-link/ServerLink';

/** A banner's target, by the URL policy: pages of the app stay in the app (no reload); other sites open in a new tab. */
export function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  return <ServerLink href={link}>{children}</ServerLink>;
}
