import type { ReactNode } from 'react';

/** A form's submit button: disabled while its call is pending (no second submit), with a spinner. */
export function SubmitButton({
  pending,
  disabled,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={pending || disabled}>
      {pending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
