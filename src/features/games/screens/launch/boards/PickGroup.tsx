import { useTranslation } from '@/lib/use-translation';

interface PickGroupProps {
  legend: string;
  /** Each option's value, its name and what it pays (a multiple of the stake, or decimal odds). */
  options: readonly { value: string; label: string; pays: number; tone?: string }[];
  pick: string;
  onPick(pick: string): void;
  disabled: boolean;
  /** Sports prices: the pays shown as decimal odds. */
  odds?: boolean;
  className?: string;
}

/** The bets a board offers, as toggle buttons that say what they pay. */
export function PickGroup({ legend, options, pick, onPick, disabled, odds = false, className = '' }: PickGroupProps) {
  const { t } = useTranslation('games');
  const price = (pays: number) => (odds ? pays.toFixed(2) : t('demo.pays', { pays }));
  const label = (name: string, pays: number) =>
    odds ? t('demo.oddsLabel', { name, odds: price(pays) }) : t('demo.pickLabel', { name, pays });
  return (
    <fieldset className={`demo-picks ${className}`} disabled={disabled}>
      <legend className="demo-picks__legend">{legend}</legend>
      <div className="demo-picks__options">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={`demo-pick ${o.tone ? `demo-pick--${o.tone}` : ''} ${pick === o.value ? 'is-active' : ''}`}
            aria-pressed={pick === o.value}
            aria-label={label(o.label, o.pays)}
            onClick={() => onPick(o.value)}
          >
            <span className="demo-pick__name">{o.label}</span>
            <span className="demo-pick__pays" aria-hidden="true">
              {price(o.pays)}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
