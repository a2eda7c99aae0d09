import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { api } from '@/api';
import { referralOfTab } from '../lib/register-context';
import { authKeys } from './keys';

/** Whether an invitation code is valid on this domain (asked once). */
export const affiliateCheckQueryOptions = (code: string | null) =>
  queryOptions({
    queryKey: authKeys.affiliateCheck(code),
    queryFn: () => api.affiliateCheck({ code: code!, domain: window.location.hostname }),
    staleTime: Infinity,
    retry: false,
  });

/** A valid invitation code of the tab's referral link (checked once; an invalid one leaves the field shown). */
export function useLinkAffiliate(): { code: string | null; checking: boolean } {
  const location = useLocation();
  const code = referralOfTab(location.search).affiliateCode ?? null;
  const check = useQuery({ ...affiliateCheckQueryOptions(code), enabled: !!code });
  return { code: check.data ? code : null, checking: !!code && check.isPending };
}
