import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { inputPurpose, type InputPurpose } from './input-purpose';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete'
> {
  label: string;
  /** What the field holds: its type, keyboard and autofill come from INPUT_PURPOSES, never from the form. */
  purpose: InputPurpose;
  /** Hide the characters (a password not shown). */
  masked?: boolean;
  value: string;
  onValueChange(value: string): void;
  /** The message shown under the field, already in the UI language. */
  error?: string | null;
  /** What the field expects, shown under it until there is an error (a placeholder would be cut and gone once typing). */
  hint?: string;
  icon?: IconName;
  /** Inside the control, before the input (e.g. the dialling code). */
  leading?: ReactNode;
  /** Inside the control, after the input (show/hide, get code, captcha image). */
  trailing?: ReactNode;
  /** A class for the field's box besides `field` (the look of one feature's forms). */
  fieldClassName?: string;
}

/** A labelled input with its message next to it (aria-invalid and aria-describedby wired). */
export function TextField({
  label,
  purpose,
  masked = false,
  value,
  onValueChange,
  error,
  hint,
  icon,
  leading,
  trailing,
  fieldClassName = '',
  id: givenId,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const attributes = inputPurpose(purpose);
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field ${fieldClassName} ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {icon && <Icon name={icon} size={18} className="field__icon" />}
        {leading}
        <input
          {...attributes}
          type={masked ? 'password' : (attributes.type ?? 'text')}
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
