import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { RewardStatus } from '@/api/types/rewards';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { EmptyState } from '@/components/ui/feedback';
import { useRewards } from '../../api/rewards';
import { formatAmount } from '@/lib/money';
import { CurrencyBoundary } from '../../components/CurrencyBoundary';
import { RewardCard } from './RewardCard';
import '../../components/rewards.css';
import './reward-centre.css';

const TABS: RewardStatus[] = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'];

/** Reward centre (/m/rewardCenter): what is waiting, claim each into the wallet, the claimed and expired history. */
export function RewardCentrePage() {
  return <CurrencyBoundary>{(symbol) => <RewardCentre symbol={symbol} />}</CurrencyBoundary>;
}

function RewardCentre({ symbol }: { symbol: string }) {
  const { t } = useTranslation('rewards');
  const { data } = useRewards();
  const [tab, setTab] = useState<RewardStatus>('CLAIMABLE');
  // Rewards claimed on this visit stay on the "to claim" tab, shown as claimed, until the tab changes.
  const [justClaimed, setJustClaimed] = useState<string[]>([]);

  const claimable = data.filter((r) => r.status === 'CLAIMABLE');
  const total = claimable.reduce((sum, r) => sum + r.amount, 0);
  const shown = data.filter((r) => r.status === tab || (tab === 'CLAIMABLE' && justClaimed.includes(r.id)));

  const chooseTab = (next: RewardStatus) => {
    setTab(next);
    setJustClaimed([]);
  };

  return (
    <section className="page rewards-page reward-centre" aria-label={t('rewardCentre.title')}>
      <div className="rewards-hero">
        <p className="rewards-hero__label" aria-hidden="true">
          {t('rewardCentre.readyToClaim')}
        </p>
        <p className="rewards-hero__value" role="status" aria-label={t('rewardCentre.readyToClaim')}>
          {formatAmount(total, symbol)}
        </p>
        <p className="rewards-hero__note">{t('rewardCentre.waiting', { count: claimable.length })}</p>
        <BalanceWidget className="rewards-hero__balance" />
      </div>

      <div className="rewards-chips" role="group" aria-label={t('rewardCentre.filter')}>
        {TABS.map((status) => (
          <button
            key={status}
            type="button"
            className={`rewards-chip ${status === tab ? 'is-active' : ''}`}
            aria-pressed={status === tab}
            onClick={() => chooseTab(status)}
          >
            {t(`rewardCentre.tabs.${status}`)}
          </button>
        ))}
      </div>

      {shown.length === 0 ? (
        <EmptyState>{t(`rewardCentre.empty.${tab}`)}</EmptyState>
      ) : (
        <ul className="reward-centre__list" aria-label={t(`rewardCentre.tabs.${tab}`)}>
          {shown.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              symbol={symbol}
              onClaimed={(id) => setJustClaimed((ids) => [...ids, id])}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
