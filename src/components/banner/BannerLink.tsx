import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A banner's target: links inside the site stay in the app (no reload); others open in a new tab. */
export function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  if (link.startsWith('/')) return <Link to={link}>{children}</Link>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
