import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/api';
import type { RegisterPayload, RegisterValue } from '@/api/types/auth';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { madePayload, type MutationCallbacks, type PayloadOrMaking } from './mutation-callbacks';

/**
 * Register by user name or by mobile. A typed invitation code is checked first (accounts-and-access
 * §2); an invalid one fails as `affiliate.invalid` from the check, before the register call.
 */
async function registerPlayer(
  request: PayloadOrMaking<RegisterPayload>,
  options: { byMobile: boolean; checkInvitation: boolean },
): Promise<RegisterValue> {
  const payload = await madePayload(request);
  if (options.checkInvitation && payload.affiliateCode) {
    const valid = await api
      .affiliateCheck({ code: payload.affiliateCode, domain: payload.domain })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.errorCode === 'affiliate.invalid') return false;
        throw e;
      });
    if (!valid) throw new ApiError('business', 'affiliateCheck', 'affiliate.invalid');
  }
  return options.byMobile ? api.registerMobile(payload) : api.register(payload);
}

type RegisterOptions = Parameters<typeof registerPlayer>[1];

/**
 * The register call (see registerPlayer), for the method chosen at the time of the call. An account
 * made whose answer cannot be read is a success without an answer (`useActionMutation`): no session.
 */
export const useRegisterCall = (
  options: RegisterOptions,
  callbacks: MutationCallbacks<RegisterValue | undefined, PayloadOrMaking<RegisterPayload>>,
) =>
  useActionMutation({
    mutationFn: (request: PayloadOrMaking<RegisterPayload>) => registerPlayer(request, options),
    ...callbacks,
  });

/** Whether a user name is still free (asked when the field is left). */
export const useUsernameCheck = (callbacks: MutationCallbacks<boolean, string>) =>
  useMutation({ mutationFn: (username: string) => api.usernameCheck({ username }), ...callbacks });
