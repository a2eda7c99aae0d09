import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { MallItem } from '@/api/types/rewards';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useRedeemItem } from '../../api/mall';
import { formatAmount, formatPoints } from '@/lib/money';

interface RedeemDialogProps {
  item: MallItem;
  points: number;
  symbol: string;
  onClose(): void;
}

/** Confirms a redemption with the points left afterwards; a failure keeps the dialog open with the reason. */
export function RedeemDialog({ item, points, symbol, onClose }: RedeemDialogProps) {
  const { t } = useTranslation('rewards');
  const redeem = useRedeemItem();

  const confirm = () =>
    redeem.mutate(item.id, {
      onSuccess: (result) => {
        toast.success(
          item.kind === 'CASH'
            ? t('mall.redeemedCash', { amount: formatAmount(item.cashValue, symbol) })
            : t('mall.redeemedGoods', { points: formatPoints(result.points) }),
        );
        onClose();
      },
      onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
    });

  return (
    <ConfirmDialog
      open
      title={t('mall.confirmTitle')}
      message={t('mall.confirmMessage', {
        name: item.name,
        points: formatPoints(item.points),
        after: formatPoints(points - item.points),
      })}
      confirmLabel={redeem.isPending ? t('mall.redeeming') : t('mall.redeem')}
      busy={redeem.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
