import { useTranslation } from '@/lib/use-translation';
import type { Reward, RewardKind } from '@/api/types/rewards';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { formatDate } from '@/lib/dates';
import { REWARD_EXPIRING_SOON_DAYS } from '../../constants';
import { daysUntil } from '../../lib/expiry';
import { formatAmount } from '@/lib/money';
import { ClaimButton } from './ClaimButton';

const KIND_ICONS: Record<RewardKind, IconName> = { BONUS: 'gift', REBATE: 'refresh', REDPACKET: 'ticket' };

interface RewardCardProps {
  reward: Reward;
  symbol: string;
  onClaimed(id: string): void;
}

/** One reward: kind, title, amount, expiry and its claim state. */
export function RewardCard({ reward, symbol, onClaimed }: RewardCardProps) {
  const { t } = useTranslation('rewards');
  const days = daysUntil(reward.expireTime);
  const titleId = `reward-${reward.id}`;

  return (
    <li
      className={`card reward-card reward-card--${reward.kind} is-${reward.status.toLowerCase()}`}
      aria-labelledby={titleId}
    >
      <span className="reward-card__icon" aria-hidden="true">
        <Icon name={KIND_ICONS[reward.kind]} size={24} />
      </span>
      <div className="reward-card__main">
        <span className="reward-card__kind">{t(`rewardCentre.kinds.${reward.kind}`)}</span>
        <strong id={titleId}>{reward.title}</strong>
        <span
          className={`reward-card__expiry ${reward.status === 'CLAIMABLE' && days <= REWARD_EXPIRING_SOON_DAYS ? 'is-soon' : ''}`}
        >
          {expiryText(t, reward, days)}
        </span>
      </div>
      <div className="reward-card__side">
        <span className="reward-card__amount">{formatAmount(reward.amount, symbol)}</span>
        {reward.status === 'CLAIMABLE' ? (
          <ClaimButton reward={reward} symbol={symbol} describedBy={titleId} onClaimed={onClaimed} />
        ) : (
          <span className="rewards-status-tag">{t(`rewardCentre.state.${reward.status}`)}</span>
        )}
      </div>
    </li>
  );
}

function expiryText(
  t: (key: string, options?: Record<string, unknown>) => string,
  reward: Reward,
  days: number,
): string {
  if (reward.status === 'CLAIMED') return t('rewardCentre.credited');
  if (reward.status === 'EXPIRED') return t('rewardCentre.expiredOn', { date: formatDate(reward.expireTime) });
  if (days <= 0) return t('rewardCentre.expiresToday');
  if (days === 1) return t('rewardCentre.expiresTomorrow');
  return t('rewardCentre.expiresIn', { count: days });
}
