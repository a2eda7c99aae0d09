import { useTranslation } from '@/lib/use-translation';
import type { SignInStatus } from '@/api/types/rewards';
import { Icon } from '@/components/ui/icon/Icon';
import { streakLadder } from '../../lib/streak';

/** The seven steps of the current streak cycle, with the points each one gives. */
export function StreakLadder({ status }: { status: SignInStatus }) {
  const { t } = useTranslation('rewards');
  const steps = streakLadder(status);
  return (
    <div className="card sign-in__ladder">
      <h2 id="streak-ladder-title">{t('signIn.ladder')}</h2>
      <ol aria-labelledby="streak-ladder-title">
        {steps.map((step) => (
          <li
            key={step.day}
            className={`ladder-step is-${step.state} ${step.day === steps.length ? 'is-final' : ''}`}
            aria-label={t(`signIn.step.${step.state}`, { day: step.day, points: step.points })}
          >
            <span className="ladder-step__icon" aria-hidden="true">
              {step.state === 'done' ? '✓' : <Icon name={step.day === steps.length ? 'gift' : 'star'} size={16} />}
            </span>
            <span className="ladder-step__points" aria-hidden="true">
              +{step.points}
            </span>
            <span className="ladder-step__day" aria-hidden="true">
              {t('signIn.day', { day: step.day })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
