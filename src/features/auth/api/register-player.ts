import { api, ApiError } from '@/api';
import type { RegisterPayload, RegisterValue } from '@/api/types/auth';

/**
 * Register by user name or by mobile. A typed invitation code is checked first (accounts-and-access
 * §2); an invalid one fails as `affiliate.invalid` from the check, before the register call.
 */
export async function registerPlayer(
  payload: RegisterPayload,
  options: { byMobile: boolean; checkInvitation: boolean },
): Promise<RegisterValue> {
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
