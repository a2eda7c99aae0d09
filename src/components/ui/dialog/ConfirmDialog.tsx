import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** An alert with Cancel and a confirming action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('actions.confirm')}
          </button>
        </>
      }
    >
      {message && <p className="dialog__message">{message}</p>}
    </Dialog>
  );
}
