import { useCallback, type AnchorHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { judgeUrl, OUTSIDE_LINK_REL } from '@/lib/url-policy';
import { useTranslation } from '@/lib/use-translation';

/** Tells the player a server URL was not followed: the spec's "the requested URL is empty". */
export function useRefuseUrl(): () => void {
  const { t } = useTranslation();
  return useCallback(() => void toast.error(t('errors.urlEmpty')), [t]);
}

interface ServerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick'> {
  /** The URL as the server sent it; undefined when it sent none. */
  href: string | undefined;
  children: ReactNode;
}

/**
 * A link to a URL the server supplied, by the URL policy (src/lib/url-policy.ts): a page of the app
 * opens in the app, another site in a new tab cut from this page; a refused URL leads nowhere and
 * says so when tapped.
 */
export function ServerLink({ href, children, ...rest }: ServerLinkProps) {
  const refuse = useRefuseUrl();
  const verdict = judgeUrl(href);
  if (verdict.kind === 'inside') {
    return (
      <Link to={verdict.path} {...rest}>
        {children}
      </Link>
    );
  }
  if (verdict.kind === 'outside') {
    return (
      <a href={verdict.href} target="_blank" rel={OUTSIDE_LINK_REL} {...rest}>
        {children}
      </a>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') refuse();
  };
  // No href: nothing to follow, but still a link a player can tap (or reach by keyboard) to learn why.
  return (
    <a role="link" tabIndex={0} {...rest} onClick={refuse} onKeyDown={onKeyDown}>
      {children}
    </a>
  );
}
