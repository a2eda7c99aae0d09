import { useId, type TextareaHTMLAttributes } from 'react';
import { INPUT_PURPOSES } from './input-purpose';
import './text-area-field.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'autoComplete'
> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** The message shown under the field, already in the UI language. */
  error?: string | null;
  /** What is written against the limit ("12/140"), already in the UI language. */
  count: string;
}

/** A labelled free-text box with its count and message next to it (aria-invalid and aria-describedby wired). */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  count,
  id: givenId,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        autoComplete={INPUT_PURPOSES.text.autoComplete}
        id={id}
        className="text-area-field__input"
        rows={4}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...textarea}
      />
      <span id={`${id}-count`} className="text-area-field__count">
        {count}
      </span>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
