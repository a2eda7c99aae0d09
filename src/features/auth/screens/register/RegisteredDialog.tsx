import { useTranslation } from '@/lib/use-translation';
import { Dialog } from '@/components/ui/dialog';

/** After registering: the generated account number and the note to use it next time. */
export function RegisteredDialog({ account, onConfirm }: { account: string | null; onConfirm(): void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={account !== null}
      onClose={onConfirm}
      title={t('register.successTitle')}
      actions={
        <button type="button" className="btn btn--primary btn--block" onClick={onConfirm}>
          {t('common:actions.confirm')}
        </button>
      }
    >
      <div className="auth-success">
        <p>{t('register.successText')}</p>
        <p className="auth-success__account">
          <span className="visually-hidden">{t('fields.account')}: </span>
          {account}
        </p>
      </div>
    </Dialog>
  );
}
