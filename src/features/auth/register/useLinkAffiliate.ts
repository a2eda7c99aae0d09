import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { api } from '@/api';
import { affiliateFromLink } from '../lib/register-context';

/** A valid invitation code of the page link (checked once; an invalid one leaves the field shown). */
export function useLinkAffiliate(): { code: string | null; checking: boolean } {
  const location = useLocation();
  const code = affiliateFromLink(location.search);
  const check = useQuery({
    queryKey: ['auth', 'affiliateCheck', code],
    queryFn: () => api.affiliateCheck({ code: code!, domain: window.location.hostname }),
    enabled: !!code,
    staleTime: Infinity,
    retry: false,
  });
  return { code: check.data ? code : null, checking: !!code && check.isPending };
}
