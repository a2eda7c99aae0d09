import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { authKeys } from './keys';

/** Whether an invitation code is valid on this domain (asked once). */
export const affiliateCheckQueryOptions = (code: string | null) =>
  queryOptions({
    queryKey: authKeys.affiliateCheck(code),
    queryFn: () => api.affiliateCheck({ code: code!, domain: window.location.hostname }),
    staleTime: Infinity,
    retry: false,
  });

/** The tab's referral link's invitation code, once valid (checked once; an invalid one leaves the field shown). */
export function useLinkAffiliate(code: string | null): { code: string | null; checking: boolean } {
  const check = useQuery({ ...affiliateCheckQueryOptions(code), enabled: !!code });
  return { code: check.data ? code : null, checking: !!code && check.isPending };
}
