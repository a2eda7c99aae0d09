import { useTranslation } from '@/lib/use-translation';
import type { BoundField } from '../lib/use-auth-form';
import type { SmsCode } from '../api/sms-code';
import { TextField } from './TextField';

interface SmsCodeFieldProps extends BoundField {
  /** The code request and its countdown. */
  sms: Omit<SmsCode, 'send'>;
  /** Validates the number and requests a code. */
  onRequest(): void;
}

/** SMS code input: enabled only while a code is live; the get-code control becomes a countdown. */
export function SmsCodeField({ sms, onRequest, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      label={t('fields.smsCode')}
      purpose="oneTimeCode"
      maxLength={6}
      placeholder={t('placeholders.smsCode')}
      disabled={!sms.running}
      trailing={
        <button
          type="button"
          className="btn btn--small btn--gold auth-field__action"
          onClick={onRequest}
          disabled={sms.running || sms.sending}
        >
          {sms.running ? t('sms.countdown', { seconds: sms.seconds }) : t('sms.get')}
        </button>
      }
    />
  );
}
