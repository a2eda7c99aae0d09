import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, errorMessageKey } from '@/api';
import { toast } from '@/components/ui/toast';
import { judgeUrl, openPendingTab } from '@/lib/url-policy';
import { useTranslation } from '@/lib/use-translation';
import { useFollowUrl } from './use-follow-url';

/**
 * Launch the live chat (the platform answers its URL for the logged-in member). The tab is opened
 * during the tap, since popup blockers allow no other time, cut from this page at once, and sent to
 * the chat URL only if it passes the URL policy; otherwise it closes and the URL is followed as the
 * policy says (a page of the app in the app, a refused URL not at all, with its message).
 */
export function useLaunchChat(): { launch(): void; pending: boolean } {
  const { t } = useTranslation();
  const follow = useFollowUrl();
  const mutation = useMutation({ mutationFn: () => api.launchChat() });
  const inFlight = useRef(false);
  const launch = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const tab = openPendingTab();
    try {
      const { chatUrl } = await mutation.mutateAsync();
      const verdict = judgeUrl(chatUrl);
      if (tab && verdict.kind === 'outside') return tab.go(verdict);
      tab?.close();
      follow(chatUrl, { leave: 'sameTab' });
    } catch (error) {
      tab?.close();
      toast.error(t(errorMessageKey(error)));
    } finally {
      inFlight.current = false;
    }
  };
  return { launch: () => void launch(), pending: mutation.isPending };
}
