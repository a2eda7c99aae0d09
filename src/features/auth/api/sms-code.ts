import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { api, errorMessageKey } from '@/api';
import type { SmsCodePayload } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { SMS_COUNTDOWN_DEFAULT_S, SMS_COUNTDOWN_TICK_MS, SMS_SENT_TOAST_MS } from '../constants';

export type SmsPurpose = 'register' | 'noLogin';

/** Whole seconds left until `expiresAt` (never negative). */
export const secondsLeft = (expiresAt: number, now = Date.now()) => Math.max(0, Math.ceil((expiresAt - now) / 1000));

export interface SmsCode {
  send(payload: SmsCodePayload): void;
  sending: boolean;
  /** A code is live: the input is enabled and the get-code control counts down. */
  running: boolean;
  seconds: number;
}

/**
 * An SMS code request and its countdown (accounts-and-access §4): loading, then "SMS sent" for
 * 1.5 s; the countdown runs until the answer's expirationTime (60 s when absent), ticking every
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

  const send = useMutation({
    mutationFn: (payload: SmsCodePayload) =>
      purpose === 'register' ? api.smsRegister(payload) : api.smsNoLogin(payload),
    onMutate: () => toast.loading(t('sms.sending')),
    onSuccess: (value) => {
      toast.success(t('sms.sent'), SMS_SENT_TOAST_MS);
      setExpiresAt(value?.expirationTime ?? Date.now() + SMS_COUNTDOWN_DEFAULT_S * 1000);
    },
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
    onSettled: (_data, _error, _payload, hide) => hide?.(),
  });

  const running = expiresAt !== null && seconds > 0;
  return { send: send.mutate, sending: send.isPending, running, seconds };
}
