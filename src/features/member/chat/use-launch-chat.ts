import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { api, errorMessageKey } from '@/api';
import { toast } from '@/components/ui/toast';

/** Opens the support chat: the platform answers the chat URL for the logged-in member. */
export function useLaunchChat() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => api.launchChat(),
    onSuccess: ({ chatUrl }) => {
      window.open(chatUrl, '_blank', 'noopener');
    },
    onError: (error) => toast.error(t(errorMessageKey(error))),
  });
}
