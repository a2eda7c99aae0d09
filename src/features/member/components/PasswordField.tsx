import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { PAYMENT_PASSWORD_LENGTH } from '../constants';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** Six-digit payment passwords get a numeric keypad and a length cap. */
  numeric?: boolean;
  autoComplete?: string;
  disabled?: boolean;
}

/** A labelled password input with a show/hide toggle and its message beside it. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  numeric,
  autoComplete = 'off',
  disabled,
}: PasswordFieldProps) {
  const { t } = useTranslation('member');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className="field__control">
        <Icon name="lock" size={18} />
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={numeric ? PAYMENT_PASSWORD_LENGTH : undefined}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(numeric ? e.target.value.replace(/\D/g, '') : e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="icon-button"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? t('password.hide', { label }) : t('password.show', { label })}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </span>
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
