import { useMutation } from '@tanstack/react-query';
import { api } from '@/api';
import type {
  ChangePasswordPayload,
  ForgotPasswordEmailPayload,
  LoginValue,
  SetPasswordByPhonePayload,
} from '@/api/types/auth';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { updateRememberedPassword } from '@/lib/remembered-login';
import { madePayload, type MutationCallbacks, type PayloadOrMaking } from './mutation-callbacks';

/** A reset by phone done: whose password it was, and the session of the login with it (null when that login failed). */
export interface PhoneResetDone {
  username: string;
  session: LoginValue | null;
}

/**
 * Reset the password with an SMS code, keep a remembered login's password up to date, then log in with it.
 * Once the reset is done it is never reported as failed: its answer unread, it ends without one
 * (`useActionMutation`); the login after it failed, it ends without a session.
 */
export const useResetByPhoneCall = (
  callbacks: MutationCallbacks<PhoneResetDone | undefined, PayloadOrMaking<SetPasswordByPhonePayload>>,
) =>
  useActionMutation({
    mutationFn: async (request: PayloadOrMaking<SetPasswordByPhonePayload>): Promise<PhoneResetDone> => {
      const payload = await madePayload(request);
      const { username } = await api.setPasswordByPhone(payload);
      await updateRememberedPassword(username, payload.newPassword);
      const session = await api.login({ type: 'username', username, password: payload.newPassword }).catch(() => null);
      return { username, session };
    },
    ...callbacks,
  });

/** Ask for the password by email. */
export const useRecoverByEmailCall = (callbacks: MutationCallbacks<void, ForgotPasswordEmailPayload>) =>
  useMutation({ mutationFn: (payload: ForgotPasswordEmailPayload) => api.forgotPasswordEmail(payload), ...callbacks });

/** Change the password of the player logged in. */
export const useChangePasswordCall = (callbacks: MutationCallbacks<void, ChangePasswordPayload>) =>
  useMutation({ mutationFn: (payload: ChangePasswordPayload) => api.changePassword(payload), ...callbacks });
