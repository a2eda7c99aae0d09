import { useTranslation } from '@/lib/use-translation';
import type { MallItem } from '@/api/types/rewards';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatPoints } from '@/lib/money';

interface RedeemDialogProps {
  item: MallItem;
  points: number;
  /** A redemption is in flight (this one, or one confirmed before this dialog was opened again). */
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Confirms a redemption with the points left afterwards. The page sends it and tells its outcome, so
 * closing the dialog while it is sent loses nothing; a failure leaves the dialog open with the reason.
 */
export function RedeemDialog({ item, points, busy, onConfirm, onClose }: RedeemDialogProps) {
  const { t } = useTranslation('rewards');
  return (
    <ConfirmDialog
      open
      title={t('mall.confirmTitle')}
      message={t('mall.confirmMessage', {
        name: item.name,
        points: formatPoints(item.points),
        after: formatPoints(points - item.points),
      })}
      confirmLabel={busy ? t('mall.redeeming') : t('mall.redeem')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
