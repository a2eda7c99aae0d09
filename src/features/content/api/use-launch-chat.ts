import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { api, errorMessageKey } from '@/api';
import { toast } from '@/components/ui/toast';

/**
 * Launch the support chat in a new tab. The tab is opened during the tap (so popup blockers let it
 * through) and pointed at the chat URL once the call answers; on failure it closes and a toast explains.
 */
export function useLaunchChat() {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: () => api.launchChat() });
  const launch = () => {
    if (mutation.isPending) return;
    const tab = window.open('', '_blank');
    mutation.mutate(undefined, {
      onSuccess: ({ chatUrl }) => {
        if (tab) tab.location.href = chatUrl;
        else window.location.assign(chatUrl);
      },
      onError: (error) => {
        tab?.close();
        toast.error(t(errorMessageKey(error)));
      },
    });
  };
  return { launch, pending: mutation.isPending };
}
