import { useTranslation } from '@/lib/use-translation';
import type { MallItem } from '@/api/types/rewards';
import { MALL_IMAGE_SIZE, MALL_LOW_STOCK } from '../../constants';
import { formatAmount, formatPoints } from '@/lib/money';
import { useImageUrl } from '@/queries/site';

interface MallItemCardProps {
  item: MallItem;
  /** The player's points (an item dearer than this cannot be redeemed). */
  points: number;
  symbol: string;
  lazy: boolean;
  onRedeem(): void;
}

export function MallItemCard({ item, points, symbol, lazy, onRedeem }: MallItemCardProps) {
  const { t } = useTranslation('rewards');
  const imageUrl = useImageUrl();
  const soldOut = item.stock < 1;
  const affordable = points >= item.points;
  const titleId = `mall-item-${item.id}`;

  return (
    <li className={`card mall-item ${soldOut ? 'is-sold-out' : ''}`} aria-labelledby={titleId}>
      <div className="mall-item__picture">
        <img
          src={imageUrl(item.image)}
          alt={item.name}
          width={MALL_IMAGE_SIZE}
          height={MALL_IMAGE_SIZE}
          loading={lazy ? 'lazy' : 'eager'}
        />
        {soldOut && <span className="mall-item__ribbon">{t('mall.outOfStock')}</span>}
      </div>
      <strong id={titleId} className="mall-item__name">
        {item.name}
      </strong>
      <span className="mall-item__detail">
        {item.kind === 'CASH'
          ? t('mall.creditsWallet', { amount: formatAmount(item.cashValue, symbol) })
          : t('mall.delivery')}
      </span>
      <span className="mall-item__price">{t('mall.price', { points: formatPoints(item.points) })}</span>
      <span className={`mall-item__stock ${!soldOut && item.stock <= MALL_LOW_STOCK ? 'is-low' : ''}`}>
        {soldOut
          ? t('mall.outOfStock')
          : item.stock <= MALL_LOW_STOCK
            ? t('mall.stockLeft', { count: item.stock })
            : t('mall.inStock')}
      </span>
      <button
        type="button"
        className="btn btn--primary btn--small btn--block"
        onClick={onRedeem}
        disabled={soldOut || !affordable}
        aria-describedby={titleId}
      >
        {soldOut ? t('mall.outOfStock') : affordable ? t('mall.redeem') : t('mall.notEnoughPoints')}
      </button>
    </li>
  );
}
