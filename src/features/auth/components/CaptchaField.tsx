import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import type { BoundField } from '../lib/use-auth-form';
import type { Captcha } from '../api/captcha';
import { TextField } from './TextField';

/** The captcha answer with its image; clicking the image fetches a new one. */
export function CaptchaField({ captcha, ...field }: BoundField & { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      label={t('fields.captcha')}
      icon="shield"
      purpose="code"
      maxLength={16}
      placeholder={t('placeholders.captcha')}
      trailing={
        <button type="button" className="auth-captcha" onClick={captcha.refresh} title={t('actions.refreshCaptcha')}>
          <span className="visually-hidden">{t('actions.refreshCaptcha')}</span>
          {captcha.image ? (
            <img src={captcha.image} alt={t('captchaImage')} width={96} height={38} />
          ) : captcha.loading ? (
            // A failed image shows a refresh mark instead of a spinner; a tap retries.
            <span className="spinner spinner--dark" aria-hidden="true" />
          ) : (
            <Icon name="refresh" size={20} />
          )}
        </button>
      }
    />
  );
}
