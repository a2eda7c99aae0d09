import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { useErrorText } from '../form/useErrorText';
import type { FieldError } from '../validation/rules';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: FieldError | null;
  icon?: IconName;
  /** Inside the control, before the input (e.g. the dialling code). */
  leading?: ReactNode;
  /** Inside the control, after the input (show/hide, get code, captcha image). */
  trailing?: ReactNode;
}

/** A labelled input with its message next to it (aria-invalid and aria-describedby wired). */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  icon,
  leading,
  trailing,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  return (
    <div className={`field auth-field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {icon && <Icon name={icon} size={18} className="auth-field__icon" />}
        {leading}
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {trailing}
      </div>
      {errorText && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'icon'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      icon="lock"
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="icon-button auth-field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {/* Named by text, not aria-label, so the field's label stays the only label naming it. */}
          <span className="visually-hidden">{t('actions.showPassword')}</span>
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
