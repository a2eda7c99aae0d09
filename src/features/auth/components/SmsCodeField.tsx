import { useTranslation } from 'react-i18next';
import type { FieldError } from '../validation/rules';
import { TextField } from './TextField';

interface SmsCodeFieldProps {
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  error?: FieldError | null;
  /** Seconds left of the countdown; 0 when no code is live. */
  seconds: number;
  running: boolean;
  sending: boolean;
  /** Validates the number and requests a code. */
  onRequest(): void;
}

/** SMS code input: enabled only while a code is live; the get-code control becomes a countdown. */
export function SmsCodeField({ seconds, running, sending, onRequest, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      name="verificationCode"
      label={t('fields.smsCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('placeholders.smsCode')}
      disabled={!running}
      trailing={
        <button type="button" className="btn btn--small btn--gold auth-field__action" onClick={onRequest} disabled={running || sending}>
          {running ? t('sms.countdown', { seconds }) : t('sms.get')}
        </button>
      }
    />
  );
}
