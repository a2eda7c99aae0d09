import { useState } from 'react';
import { EmptyState } from '@/components/ui/feedback';
import { useTranslation } from '@/lib/use-translation';
import { useClubBenefit } from '../../api/benefits';
import { CurrencyBoundary } from '../../components/CurrencyBoundary';
import { LevelBenefits } from './LevelBenefits';
import { LevelTable } from './LevelTable';
import { VipProgressCard } from './VipProgressCard';
import '../../components/rewards.css';
import './benefits.css';

/** Member benefits (/m/member/benefits): the player's VIP level and progress, each level's benefits, a comparison. */
export function BenefitsPage() {
  return <CurrencyBoundary>{(symbol) => <Benefits symbol={symbol} />}</CurrencyBoundary>;
}

function Benefits({ symbol }: { symbol: string }) {
  const { t } = useTranslation('rewards');
  const { data } = useClubBenefit();
  const [chosen, setChosen] = useState<number | null>(null);

  const { levels, currentLevel } = data;
  // The contract lets a club have no levels yet: nothing to show progress against.
  if (levels.length === 0) return <EmptyState>{t('benefits.noLevels')}</EmptyState>;
  const shownIndex = chosen ?? currentLevel;
  const shown = levels[shownIndex] ?? levels[0]!;

  return (
    <section className="page rewards-page benefits" aria-label={t('benefits.title')}>
      <VipProgressCard club={data} symbol={symbol} />

      <div className="rewards-chips" role="group" aria-label={t('benefits.levels')}>
        {levels.map((level, i) => (
          <button
            key={level.level}
            type="button"
            className={`rewards-chip ${i === shownIndex ? 'is-active' : ''}`}
            aria-pressed={i === shownIndex}
            onClick={() => setChosen(i)}
          >
            {level.name}
          </button>
        ))}
      </div>

      <LevelBenefits
        level={shown}
        status={shownIndex === currentLevel ? 'current' : shownIndex < currentLevel ? 'unlocked' : 'locked'}
        symbol={symbol}
      />
      <LevelTable levels={levels} currentLevel={currentLevel} symbol={symbol} />
    </section>
  );
}
