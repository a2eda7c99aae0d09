import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../constants';

export interface OpenAccountValues {
  username: string;
  password: string;
  confirmPassword: string;
}

export type OpenAccountField = keyof OpenAccountValues;
/** Message keys (agent namespace) by field; only failing fields are present. */
export type OpenAccountErrors = Partial<Record<OpenAccountField, string>>;

/** The open-account form against the platform's shared login rules (DECISIONS §3). */
export function validateOpenAccount({ username, password, confirmPassword }: OpenAccountValues): OpenAccountErrors {
  const errors: OpenAccountErrors = {};
  if (!username.trim()) errors.username = 'register.errors.required';
  else if (!USERNAME_PATTERN.test(username.trim())) errors.username = 'register.errors.username';
  if (!password) errors.password = 'register.errors.required';
  else if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    errors.password = 'register.errors.password';
  if (!confirmPassword) errors.confirmPassword = 'register.errors.required';
  else if (confirmPassword !== password) errors.confirmPassword = 'register.errors.confirm';
  return errors;
}
