import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRefuseUrl } from '@/components/ui/server-link/ServerLink';
import { judgeUrl, openOutside } from '@/lib/url-policy';

export interface FollowOptions {
  /** How an allowed URL of another site opens: a new tab (cut from this page) or in place of this page. */
  leave: 'newTab' | 'sameTab';
  /** Replace the current history entry (an in-app path, or the page when leaving in place). */
  replace?: boolean;
}

/**
 * Follow a URL the server supplied, by the URL policy: a page of the app in the app, another site as
 * `leave` says, anything refused not at all, with "the requested URL is empty". Answers whether it
 * was followed.
 */
export function useFollowUrl(): (link: unknown, options: FollowOptions) => boolean {
  const navigate = useNavigate();
  const refuse = useRefuseUrl();
  return useCallback(
    (link, { leave, replace = false }) => {
      const verdict = judgeUrl(link);
      if (verdict.kind === 'refused') {
        refuse();
        return false;
      }
      if (verdict.kind === 'inside') navigate(verdict.path, { replace });
      else if (leave === 'newTab') openOutside(verdict);
      else if (replace) window.location.replace(verdict.href);
      else window.location.assign(verdict.href);
      return true;
    },
    [navigate, refuse],
  );
}
