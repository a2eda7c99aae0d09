import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { Reward } from '@/api/types/rewards';
import { toast } from '@/components/ui/toast';
import { useRequireSession } from '@/hooks/use-require-session';
import { formatAmount } from '@/lib/money';
import { useClaimInFlight, useClaimReward } from '../../api/rewards';

interface ClaimButtonProps {
  reward: Reward;
  symbol: string;
  /** The id of the element naming the reward. */
  describedBy: string;
  onClaimed(id: string): void;
}

/**
 * A reward's Claim button with a claim of its own (its own guard and idempotency key), so one reward
 * can be claimed while another is still being claimed: docs/decisions/rewards.md.
 */
export function ClaimButton({ reward, symbol, describedBy, onClaimed }: ClaimButtonProps) {
  const { t } = useTranslation('rewards');
  const requireSession = useRequireSession();
  const claim = useClaimReward({
    onSuccess: (result) => {
      onClaimed(reward.id);
      toast.success(t('rewardCentre.claimSuccess', { amount: formatAmount(result.amount, symbol) }));
    },
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
  });
  // Also true after a tab change mounted this card again while its claim is still sent.
  const claiming = useClaimInFlight(reward.id) || claim.isPending;

  return (
    <button
      type="button"
      className="btn btn--gold btn--small"
      onClick={() => requireSession({ realAccount: true }) && claim.mutate(reward.id)}
      disabled={claiming}
      aria-describedby={describedBy}
    >
      {claiming ? t('rewardCentre.claiming') : t('rewardCentre.claim')}
    </button>
  );
}
