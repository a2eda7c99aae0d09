import { useTranslation } from '@/lib/use-translation';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('status.loading')}</span>
    </div>
  );
}
