import { useMutation } from '@tanstack/react-query';
import { api, errorMessageKey } from '@/api';
import type { SocialProvider } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/use-translation';
import { DEMO_SOCIAL_ACCOUNT, demoIdToken } from '../lib/demo-social';

/**
 * The demo consent page's sign-in: the demo backend vouches for the demo provider account and
 * opens the session of its player (what the platform does at the end of a provider's OAuth).
 */
export function useDemoSocialSignIn() {
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      api.demoSocialLogin({ provider, idToken: demoIdToken(provider, DEMO_SOCIAL_ACCOUNT) }),
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
  });
}
