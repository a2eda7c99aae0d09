import { useTranslation } from '@/lib/use-translation';
import type { VipBenefitCode, VipLevel } from '@/api/types/rewards';
import { formatAmount } from '@/lib/money';
import { benefitValue } from '../../lib/benefit-value';

const COLUMNS: VipBenefitCode[] = ['upgradeBonus', 'monthlyBonus', 'rebateRate'];

/** Every level side by side, the player's row highlighted. */
export function LevelTable({
  levels,
  currentLevel,
  symbol,
}: {
  levels: VipLevel[];
  currentLevel: number;
  symbol: string;
}) {
  const { t } = useTranslation('rewards');
  return (
    <div className="card level-table">
      <table>
        <caption>{t('benefits.compare')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('benefits.level')}</th>
            <th scope="col">{t('benefits.required')}</th>
            {COLUMNS.map((code) => (
              <th key={code} scope="col">
                {t(`benefits.codes.${code}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((level, i) => (
            <tr
              key={level.level}
              className={i === currentLevel ? 'is-current' : undefined}
              aria-current={i === currentLevel ? 'true' : undefined}
            >
              <th scope="row">{level.name}</th>
              <td>{formatAmount(level.requiredBet, '')}</td>
              {COLUMNS.map((code) => {
                const value = level.benefits.find((b) => b.code === code)?.value ?? 0;
                return <td key={code}>{benefitValue(t, code, value, '')}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="level-table__note">{t('benefits.currencyNote', { symbol })}</p>
    </div>
  );
}
