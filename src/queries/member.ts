import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { persistedQuery } from '@/lib/persisted-query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSession } from '@/stores/session';

export const memberKeys = {
  info: (user: string | undefined) => ['memberInfo', user] as const,
  wallet: (user: string | undefined) => ['wallet', user] as const,
};

/** Member info of the logged-in player (cached locally, renewed in the background). */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({
    ...persistedQuery(memberKeys.info(session?.userName), STORAGE_KEYS.memberInfo, () => api.memberInfo()),
    enabled: !!session,
  });
}

export function useWallet() {
  const session = useSession();
  return useQuery({
    queryKey: memberKeys.wallet(session?.userName),
    queryFn: () => api.memberWallet(),
    enabled: !!session,
    staleTime: 15_000,
  });
}
