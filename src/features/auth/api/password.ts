import { useMutation } from '@tanstack/react-query';
import { api } from '@/api';
import type {
  ChangePasswordPayload,
  ForgotPasswordEmailPayload,
  LoginValue,
  SetPasswordByPhonePayload,
} from '@/api/types/auth';
import { updateRememberedPassword } from '@/lib/remembered-login';
import { madePayload, type MutationCallbacks, type PayloadOrMaking } from './mutation-callbacks';

/** Reset the password with an SMS code, keep a remembered login's password up to date, then log in with it. */
export const useResetByPhoneCall = (
  callbacks: MutationCallbacks<LoginValue, PayloadOrMaking<SetPasswordByPhonePayload>>,
) =>
  useMutation({
    mutationFn: async (request: PayloadOrMaking<SetPasswordByPhonePayload>) => {
      const payload = await madePayload(request);
      const { username } = await api.setPasswordByPhone(payload);
      await updateRememberedPassword(username, payload.newPassword);
      return api.login({ type: 'username', username, password: payload.newPassword });
    },
    ...callbacks,
  });

/** Ask for the password by email. */
export const useRecoverByEmailCall = (callbacks: MutationCallbacks<void, ForgotPasswordEmailPayload>) =>
  useMutation({ mutationFn: (payload: ForgotPasswordEmailPayload) => api.forgotPasswordEmail(payload), ...callbacks });

/** Change the password of the player logged in. */
export const useChangePasswordCall = (callbacks: MutationCallbacks<void, ChangePasswordPayload>) =>
  useMutation({ mutationFn: (payload: ChangePasswordPayload) => api.changePassword(payload), ...callbacks });
