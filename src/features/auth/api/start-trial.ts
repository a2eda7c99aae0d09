import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { api, errorMessageKey } from '@/api';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { writeTrialName } from '@/stores/session';
import { TRIAL_LOADING_MS } from '../constants';
import { useCompleteSignIn } from './login';

/**
 * Free trial (accounts-and-access §4): the trial-account call gives a trial user (its name kept in
 * session storage), the trial login uses the trial merchant code; a wait notice shows meanwhile.
 */
export function useStartTrial() {
  const { t } = useTranslation('auth');
  const complete = useCompleteSignIn();
  const hideWait = useRef<() => void>(undefined);
  return useMutation({
    mutationFn: async () => {
      const trial = await api.trialAccount();
      writeTrialName(trial.username);
      const merchantCode = getConfig().trialMerchantCode || getConfig().merchantCode;
      // The trial merchant code in the header and in the payload (docs/decisions/auth.md, Trial).
      const value = await api.trialLogin(
        { type: 'username', username: trial.username, password: trial.password, merchantCode },
        { merchantCode },
      );
      return { value, merchantCode };
    },
    onMutate: () => {
      hideWait.current = toast.loading(t('trial.wait'), TRIAL_LOADING_MS);
    },
    onSettled: () => hideWait.current?.(),
    onSuccess: ({ value, merchantCode }) => complete(value, { merchantCode, to: href('home') }),
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
  });
}
