import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { api, errorMessageKey } from '@/api';
import type { SmsCodePayload } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { getConfig } from '@/config/runtime';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { SMS_COUNTDOWN_DEFAULT_S, SMS_COUNTDOWN_TICK_MS, SMS_SENT_TOAST_MS } from '../constants';
import { internationalNumber, type PhoneVerifier } from '../lib/phone-verifier';

export type SmsPurpose = 'register' | 'noLogin';

/** How to load the verifier of this build, or null when the platform sends the codes. */
function verifierLoader(): (() => Promise<PhoneVerifier>) | null {
  const project = getConfig().phoneVerification;
  if (!project) return null;
  // MODE and the variable are read where the build sees them: each build keeps only its own verifier's code.
  if (import.meta.env.MODE === 'demo') return () => import('./demo-phone').then((m) => m.demoPhoneVerifier());
  if (!import.meta.env.VITE_PHONE_VERIFICATION) return null;
  return () => import('../lib/firebase-phone').then((m) => m.firebasePhoneVerifier(project));
}

let verifier: Promise<PhoneVerifier> | null = null;

/** The third-party verifier, its code loaded on first use (a code request, not the form's first render). */
function phoneVerifier(): Promise<PhoneVerifier> {
  const load = verifierLoader();
  if (!load) return Promise.reject(new Error('The platform sends and checks its own SMS codes'));
  verifier ??= load().catch((error: unknown) => {
    verifier = null; // e.g. offline: the next request loads it again
    throw error;
  });
  return verifier;
}

/** Whole seconds left until `expiresAt` (never negative). */
export const secondsLeft = (expiresAt: number, now = Date.now()) => Math.max(0, Math.ceil((expiresAt - now) / 1000));

export interface SmsCode {
  send(payload: SmsCodePayload): void;
  /** The codes come from the third-party service (runtime config `phoneVerification`), not the platform. */
  thirdParty: boolean;
  /**
   * Third-party only: the service's ID token for the typed code, which the login, registration or
   * phone reset carries as `firebaseIdToken` (the platform checks its own codes itself).
   */
  proof(code: string): Promise<string>;
  sending: boolean;
  /** A code is live: the input is enabled and the get-code control counts down. */
  running: boolean;
  seconds: number;
  /** The code was used up without the form getting its answer: the countdown ends, so a new one can be asked for. */
  spent(): void;
}

/**
 * An SMS code request and its countdown (accounts-and-access §4): loading, then "SMS sent" for
 * 1.5 s; the countdown runs until the answer's expirationTime (60 s when absent or unreadable), ticking every
 * 500 ms; while it runs the code input is enabled and the get-code control waits.
 */
export function useSmsCode(purpose: SmsPurpose): SmsCode {
  const { t } = useTranslation('auth');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => {
      const left = secondsLeft(expiresAt);
      setSeconds(left);
      if (left === 0) setExpiresAt(null);
    };
    tick();
    const timer = setInterval(tick, SMS_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const thirdParty = verifierLoader() !== null;
  const send = useActionMutation({
    mutationFn: async (payload: SmsCodePayload) => {
      if (!thirdParty) return purpose === 'register' ? api.smsRegister(payload) : api.smsNoLogin(payload);
      await (await phoneVerifier()).send(internationalNumber(payload.countryDialingCode, payload.mobileNum));
      return null;
    },
    onMutate: () => toast.loading(t('sms.sending')),
    onSuccess: (value) => {
      toast.success(t('sms.sent'), SMS_SENT_TOAST_MS);
      setExpiresAt(value?.expirationTime ?? Date.now() + SMS_COUNTDOWN_DEFAULT_S * 1000);
    },
    // §4: a failure of the third-party service only hides the loading message.
    onError: (error) => {
      if (!thirdParty) toast.error(t(`common:${errorMessageKey(error)}`));
    },
    onSettled: (_data, _error, _payload, hide) => hide?.(),
  });

  const proof = async (code: string) => (await phoneVerifier()).confirm(code);
  const running = expiresAt !== null && seconds > 0;
  const spent = () => setExpiresAt(null);
  return { send: send.mutate, thirdParty, proof, sending: send.isPending, running, seconds, spent };
}
