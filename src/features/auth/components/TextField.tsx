import {
  PasswordField as SharedPasswordField,
  TextField as SharedTextField,
  type TextFieldProps as SharedTextFieldProps,
} from '@/components/ui/form';
import { useErrorText } from '../lib/use-error-text';
import type { FieldError } from '../lib/rules';

export interface TextFieldProps extends Omit<SharedTextFieldProps, 'name' | 'error' | 'fieldClassName'> {
  name: string;
  error?: FieldError | null;
}

/** The shared text field with the auth forms' look, its rule error put into words. */
export function TextField({ error, ...props }: TextFieldProps) {
  return <SharedTextField {...props} error={useErrorText()(error)} fieldClassName="auth-field" />;
}

/** The shared password field with the auth forms' look and lock icon. */
export function PasswordField({
  error,
  ...props
}: Omit<TextFieldProps, 'purpose' | 'masked' | 'trailing' | 'icon'> & {
  purpose: 'currentPassword' | 'newPassword' | 'paymentPassword';
}) {
  return <SharedPasswordField {...props} icon="lock" error={useErrorText()(error)} fieldClassName="auth-field" />;
}
