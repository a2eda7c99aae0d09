import { useTranslation } from '@/lib/use-translation';
import type { ClubBenefit } from '@/api/types/rewards';
import { Icon } from '@/components/ui/icon/Icon';
import { markedParts } from '@/lib/marked-text';
import { formatAmount } from '@/lib/money';
import { vipProgress } from '../../lib/vip';

/** The player's level, valid bets and the bar towards the next level. */
export function VipProgressCard({ club, symbol }: { club: ClubBenefit; symbol: string }) {
  const { t } = useTranslation('rewards');
  const { current, next, remaining, ratio } = vipProgress(club);
  const percent = Math.floor(ratio * 100);
  // "Valid bets: ¥ 12,000.00" with the language's colon ("有效投注：…"), the amount marked <b> in bold.
  const validBet = markedParts(
    t('benefits.validBetOf', { label: t('benefits.validBet'), amount: formatAmount(club.validBet, symbol) }),
  );
  return (
    <div className="rewards-hero vip-card">
      <div className="vip-card__head">
        <span className="vip-card__badge" aria-hidden="true">
          <Icon name="crown" size={26} />
        </span>
        <div>
          <p className="rewards-hero__label">{t('benefits.currentLevel')}</p>
          <p className="vip-card__level" role="status" aria-label={t('benefits.currentLevel')}>
            {current.name}
          </p>
        </div>
        <span className="vip-card__vip">{t('benefits.vipBadge', { level: current.level })}</span>
      </div>
      <p className="vip-card__bet">
        {validBet.map(({ mark, text }, i) => (mark === 'b' ? <strong key={i}>{text}</strong> : text))}
      </p>
      <div
        className="vip-card__bar"
        role="progressbar"
        aria-label={next ? t('benefits.progressTo', { level: next.name }) : t('benefits.topLevel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="rewards-hero__note">
        {next
          ? t('benefits.remaining', { amount: formatAmount(remaining, symbol), level: next.name })
          : t('benefits.topLevel')}
      </p>
    </div>
  );
}
