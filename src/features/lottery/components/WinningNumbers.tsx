import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { parsePrizeLevels } from '../lib/prize-levels';
import './numbers.css';

/** Levels shown before "all prizes" on a long prize table (the Vietnamese regional ones). */
const COLLAPSED_LEVELS = 2;
const COLLAPSE_ABOVE_LEVELS = 3;

/**
 * §2 previous winning numbers per prize level: GB as balls, the other levels as a table; `aside`
 * (a link) sits on the row of the "all prizes" toggle.
 */
export function WinningNumbers({ winningNumber, aside }: { winningNumber: string; aside?: ReactNode }) {
  const { t } = useTranslation('lottery');
  const [expanded, setExpanded] = useState(false);
  const levels = parsePrizeLevels(winningNumber);
  if (levels.length === 0) {
    return (
      <div className="lottery-numbers__actions">
        <p className="lottery-numbers__none">{t('card.noResult')}</p>
        {aside}
      </div>
    );
  }
  const collapsible = levels.length > COLLAPSE_ABOVE_LEVELS;
  const shown = collapsible && !expanded ? levels.slice(0, COLLAPSED_LEVELS) : levels;
  const [special, ...rest] = shown;
  return (
    <div className="lottery-numbers">
      <div className="lottery-numbers__special">
        <span className="lottery-numbers__label">{t(`prizeLevels.${special.code}`)}</span>
        <span className="visually-hidden">{special.numbers.join(' ')}</span>
        <span className="lottery-balls" aria-hidden="true">
          {special.numbers
            .join('')
            .split('')
            .map((digit, i) => (
              <span key={i} className="lottery-ball">
                {digit}
              </span>
            ))}
        </span>
      </div>
      {rest.length > 0 && (
        <dl className="lottery-levels">
          {rest.map((level) => (
            <div key={level.code} className="lottery-levels__row">
              <dt>{t(`prizeLevels.${level.code}`)}</dt>
              <dd>{level.numbers.join(' · ')}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="lottery-numbers__actions">
        {collapsible && (
          <button
            type="button"
            className="lottery-numbers__toggle"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('card.fewerPrizes') : t('card.allPrizes')}
          </button>
        )}
        {aside}
      </div>
    </div>
  );
}
