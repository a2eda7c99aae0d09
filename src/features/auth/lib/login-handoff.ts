import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from '@/config/paths';
import { hasFields, isOptional, type Guard } from '@/lib/guards';
import { isRememberedLogin, type RememberedLogin } from '@/lib/remembered-login';

type Done = 'registered' | 'passwordReset';

/**
 * What a form did on the platform that left the player to log in themselves (its answer could not be
 * read, or the login after it failed): the login page says what was done and is filled with who to log
 * in as, when that is known.
 */
export interface LoginHandoff {
  done: Done;
  login?: RememberedLogin;
}

const isDone: Guard<Done> = (value): value is Done => value === 'registered' || value === 'passwordReset';
const isLoginHandoff: Guard<LoginHandoff> = hasFields({ done: isDone, login: isOptional(isRememberedLogin) });

/** Go to the login page in place of this form (its work is done: Back does not open it again), with the hand-off. */
export function useHandToLogin(): (handoff: LoginHandoff) => void {
  const navigate = useNavigate();
  return useCallback(
    (handoff) => {
      void navigate(href('login'), { replace: true, state: handoff });
    },
    [navigate],
  );
}

/** The hand-off the login page was opened with, if any. */
export function useLoginHandoff(): LoginHandoff | null {
  const { state } = useLocation();
  return isLoginHandoff(state) ? state : null;
}
