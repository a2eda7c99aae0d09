import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** A password input with its show/hide toggle and its message underneath. */
export function PasswordField({ id, label, value, error, onChange }: PasswordFieldProps) {
  const { t } = useTranslation('agent');
  const [shown, setShown] = useState(false);
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className="field__control">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="icon-button"
          onClick={() => setShown(!shown)}
          aria-label={shown ? t('register.hidePassword') : t('register.showPassword')}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
