import { useTranslation } from '@/lib/use-translation';
import type { VipBenefitCode, VipLevel } from '@/api/types/rewards';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { formatAmount } from '@/lib/money';
import { benefitValue } from '../../lib/benefit-value';

const BENEFIT_ICONS: Record<VipBenefitCode, IconName> = {
  upgradeBonus: 'trophy',
  monthlyBonus: 'gift',
  rebateRate: 'refresh',
  withdrawTimes: 'wallet',
};

/** The benefits of one level, and whether the player has it. */
export function LevelBenefits({
  level,
  status,
  symbol,
}: {
  level: VipLevel;
  status: 'current' | 'unlocked' | 'locked';
  symbol: string;
}) {
  const { t } = useTranslation('rewards');
  return (
    <div className="card level-benefits">
      <div className="level-benefits__head">
        <h2 id="level-benefits-title">{t('benefits.benefitsOf', { level: level.name })}</h2>
        <span className={`rewards-status-tag is-${status}`}>{t(`benefits.status.${status}`)}</span>
      </div>
      <p className="level-benefits__requirement">
        {t('benefits.requirement', { amount: formatAmount(level.requiredBet, symbol) })}
      </p>
      <ul className="level-benefits__grid" aria-labelledby="level-benefits-title">
        {level.benefits.map((benefit) => (
          <li key={benefit.code}>
            <Icon name={BENEFIT_ICONS[benefit.code]} size={20} />
            <span className="level-benefits__name">{t(`benefits.codes.${benefit.code}`)}</span>
            <strong>{benefitValue(t, benefit.code, benefit.value, symbol)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
