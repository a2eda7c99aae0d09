import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { errorMessageKey } from '@/api';
import type { MallItem, MallItemKind } from '@/api/types/rewards';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { EmptyState } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useRequireSession } from '@/hooks/use-require-session';
import { useMall, useRedeemInFlight, useRedeemItem } from '../../api/mall';
import { formatAmount, formatPoints } from '@/lib/money';
import { CurrencyBoundary } from '../../components/CurrencyBoundary';
import { MallItemCard } from './MallItemCard';
import { RedeemDialog } from './RedeemDialog';
import '../../components/rewards.css';
import './mall.css';

type KindFilter = 'ALL' | MallItemKind;
const FILTERS: KindFilter[] = ['ALL', 'CASH', 'GOODS'];

/** Points mall (/m/mall/mallHome): the points balance, items by kind with stock, redeem after a confirmation. */
export function MallPage() {
  return <CurrencyBoundary>{(symbol) => <Mall symbol={symbol} />}</CurrencyBoundary>;
}

function Mall({ symbol }: { symbol: string }) {
  const { t } = useTranslation('rewards');
  const { data } = useMall();
  const requireSession = useRequireSession();
  const [filter, setFilter] = useState<KindFilter>('ALL');
  const [chosen, setChosen] = useState<MallItem | null>(null);
  // Sent and told here, not in the dialog: closing it while the redemption is sent must not lose the outcome.
  const redeem = useRedeemItem({
    onSuccess: (result, item) => {
      toast.success(
        item.kind === 'CASH'
          ? t('mall.redeemedCash', { amount: formatAmount(item.cashValue, symbol) })
          : t('mall.redeemedGoods', { points: formatPoints(result.points) }),
      );
      setChosen((open) => (open?.id === item.id ? null : open));
    },
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
  });
  const redeeming = useRedeemInFlight();

  const { points, items } = data;
  const shown = items.filter((item) => filter === 'ALL' || item.kind === filter);
  const choose = (item: MallItem) => {
    if (requireSession({ realAccount: true })) setChosen(item);
  };

  return (
    <section className="page rewards-page mall" aria-label={t('mall.title')}>
      <div className="rewards-hero mall__hero">
        <div>
          <p className="rewards-hero__label" aria-hidden="true">
            {t('mall.myPoints')}
          </p>
          <p className="rewards-hero__value" role="status" aria-label={t('mall.myPoints')}>
            {formatPoints(points)}
          </p>
        </div>
        <Link to={href('signIn')} className="btn btn--gold btn--small mall__earn">
          {t('mall.earnPoints')}
        </Link>
        <BalanceWidget className="rewards-hero__balance mall__balance" />
      </div>

      <div className="rewards-chips" role="group" aria-label={t('mall.filter')}>
        {FILTERS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`rewards-chip ${kind === filter ? 'is-active' : ''}`}
            aria-pressed={kind === filter}
            onClick={() => setFilter(kind)}
          >
            {t(`mall.filters.${kind}`)}
          </button>
        ))}
      </div>

      {shown.length === 0 ? (
        <EmptyState>{t('mall.empty')}</EmptyState>
      ) : (
        <ul className="mall__grid" aria-label={t('mall.items')}>
          {shown.map((item, i) => (
            <MallItemCard
              key={item.id}
              item={item}
              points={points}
              symbol={symbol}
              lazy={i >= 2}
              onRedeem={() => choose(item)}
            />
          ))}
        </ul>
      )}

      {chosen && (
        <RedeemDialog
          item={chosen}
          points={points}
          busy={redeem.isPending || redeeming}
          onConfirm={() => redeem.mutate(chosen)}
          onClose={() => setChosen(null)}
        />
      )}
    </section>
  );
}
