import { useTranslation } from '@/lib/use-translation';
import { formatCountdown, isNearEnd } from '../lib/countdown';
import './numbers.css';

/**
 * §4 countdown: a placeholder when not on sale, the near-end style under 6 s. `id` names the "Not on
 * sale" text, so a control it disables can point at it as the reason.
 */
export function Countdown({ left, id }: { left: number | null; id?: string }) {
  const { t } = useTranslation('lottery');
  if (left === null) {
    return (
      <span
        id={id}
        className="lottery-countdown lottery-countdown--off"
        role="timer"
        aria-label={t('card.countdownLabel')}
      >
        {t('card.notOnSale')}
      </span>
    );
  }
  const { days, clock } = formatCountdown(left);
  return (
    <span
      className={`lottery-countdown${isNearEnd(left) ? ' lottery-countdown--ending' : ''}`}
      role="timer"
      aria-label={t('card.countdownLabel')}
      data-near-end={isNearEnd(left) || undefined}
    >
      {days > 0 && <span className="lottery-countdown__days">{t('card.days', { count: days })}</span>}
      {clock}
    </span>
  );
}
