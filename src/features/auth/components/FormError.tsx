import { useTranslation } from '@/lib/use-translation';

/** A form-level failure (one not tied to a field) as a message key, announced to screen readers. */
export function FormError({ messageKey }: { messageKey: string | null | undefined }) {
  const { t } = useTranslation('auth');
  if (!messageKey) return null;
  return (
    <p className="field__error auth-form__error" role="alert">
      {t(messageKey)}
    </p>
  );
}
