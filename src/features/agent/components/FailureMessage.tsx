import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';

/** Why the last submit failed, above the form's button and announced; nothing without a failure. */
export function FailureMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('agent');
  if (!error) return null;
  return (
    <p className="field__error agent-form__error" role="alert">
      {t(`common:${errorMessageKey(error)}`)}
    </p>
  );
}
