import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { useSingleFlightMutation } from '@/hooks/use-single-flight-mutation';
import type { HeadIconSetPayload, MemberInfo, PaymentPasswordPayload, ProfileUpdatePayload } from '@/api/types/member';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';
import { memberScreenKeys } from './keys';

/** The player's head icon (avatar and its type). */
export const headIconQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: memberScreenKeys.headIcon(user), queryFn: () => api.headIconGet() });

export const useHeadIcon = () => useQuery(headIconQueryOptions(useSession()?.userName));

export function useSetHeadIcon() {
  const client = useQueryClient();
  const user = useSession()?.userName;
  return useSingleFlightMutation({
    mutationFn: (payload: HeadIconSetPayload) => api.headIconSet(payload),
    onSuccess: (_, payload) => {
      client.setQueryData(memberScreenKeys.headIcon(user), payload);
      client.setQueryData<MemberInfo>(memberKeys.info(user), (info) => (info ? { ...info, ...payload } : info));
      void client.invalidateQueries({ queryKey: memberKeys.info(user) });
    },
  });
}

/** Save the nickname and email: it answers the member info as saved. */
export function useUpdateProfile() {
  const user = useSession()?.userName;
  return useActionMutation({
    mutationFn: (payload: ProfileUpdatePayload) => api.memberInfoUpdate(payload),
    answerKey: () => memberKeys.info(user),
  });
}

export function useSetPaymentPassword() {
  const client = useQueryClient();
  const user = useSession()?.userName;
  return useSingleFlightMutation({
    mutationFn: (payload: PaymentPasswordPayload) => api.paymentPasswordSet(payload),
    onSuccess: () => {
      client.setQueryData<MemberInfo>(memberKeys.info(user), (info) =>
        info ? { ...info, hasPaymentPassword: true } : info,
      );
      void client.invalidateQueries({ queryKey: memberKeys.info(user) });
      void client.invalidateQueries({ queryKey: memberScreenKeys.withdrawInfo(user) });
    },
  });
}
