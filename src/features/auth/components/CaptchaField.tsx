import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon/Icon';
import type { FieldError } from '../validation/rules';
import { TextField } from './TextField';

interface CaptchaFieldProps {
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  error?: FieldError | null;
  image: string | undefined;
  /** A failed image shows a refresh mark instead of a spinner; a tap retries. */
  loading: boolean;
  onRefresh(): void;
}

/** The captcha answer with its image; clicking the image fetches a new one. */
export function CaptchaField({ image, loading, onRefresh, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      name="captcha"
      label={t('fields.captcha')}
      icon="shield"
      autoComplete="off"
      maxLength={16}
      placeholder={t('placeholders.captcha')}
      trailing={
        <button type="button" className="auth-captcha" onClick={onRefresh} title={t('actions.refreshCaptcha')}>
          <span className="visually-hidden">{t('actions.refreshCaptcha')}</span>
          {image ? (
            <img src={image} alt={t('captchaImage')} width={96} height={38} />
          ) : loading ? (
            <span className="spinner spinner--dark" aria-hidden="true" />
          ) : (
            <Icon name="refresh" size={20} />
          )}
        </button>
      }
    />
  );
}
