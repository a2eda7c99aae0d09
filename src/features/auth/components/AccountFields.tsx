import { useTranslation } from '@/lib/use-translation';
import { TextField } from './TextField';
import type { BoundField } from '../lib/use-auth-form';

/** The user name as every auth form asks for it; a new one (registration) with its rule under the field. */
export function UsernameField({ isNew = false, ...field }: BoundField & { isNew?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      label={t('fields.username')}
      icon="user"
      purpose="username"
      hint={isNew ? t('hints.username') : undefined}
    />
  );
}

/** An email address (forgot password by email). */
export function EmailField(field: BoundField) {
  const { t } = useTranslation('auth');
  return (
    <TextField {...field} label={t('fields.email')} icon="mail" purpose="email" placeholder={t('placeholders.email')} />
  );
}
