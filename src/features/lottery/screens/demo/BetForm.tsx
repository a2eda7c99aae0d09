import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import { toast } from '@/components/ui/toast';
import { usePlaceDemoBet } from '../../api/demo-bets';
import { DEMO_BET_DIGITS, DEMO_MAX_STAKE, DEMO_MIN_STAKE, DEMO_STAKE_CHIPS } from '../../constants';
import { isValidBetNumber, isValidStake, randomBetNumber } from '../../lib/demo-bet';

interface BetFormProps {
  gameId: string;
  numero: string;
  odds: number;
  /** Betting on this draw is locked (or the game is off sale). */
  closed: boolean;
}

/** Demo bet: two digits on the last two of the next draw's special prize, and a stake. */
export function BetForm({ gameId, numero, odds, closed }: BetFormProps) {
  const { t } = useTranslation('lottery');
  const numbersId = useId();
  const stakeId = useId();
  const [numbers, setNumbers] = useState('');
  const [stake, setStake] = useState('');
  const [touched, setTouched] = useState(false);
  const place = usePlaceDemoBet(gameId);
  const numbersError = touched && !isValidBetNumber(numbers);
  const stakeError = touched && !isValidStake(stake);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (closed || place.isPending || !isValidBetNumber(numbers) || !isValidStake(stake)) return;
    place.mutate(
      { numbers: numbers.trim(), stake: Number(stake) },
      { onSuccess: (bet) => toast.success(t('demo.placed', { numbers: bet.numbers, numero: bet.numero })) },
    );
  };

  return (
    <form className="demo-bet card" onSubmit={submit} noValidate aria-label={t('demo.formLabel')}>
      <p className="demo-bet__rule">{t('demo.rule', { odds, special: t('prizeLevels.GB') })}</p>
      <div className={`field${numbersError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={numbersId}>
          {t('demo.numbers')}
        </label>
        <div className="field__control">
          <input
            id={numbersId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={DEMO_BET_DIGITS}
            placeholder={t('demo.numbersPlaceholder')}
            value={numbers}
            onChange={(e) => setNumbers(e.target.value.replace(/\D/g, ''))}
            aria-invalid={numbersError}
            aria-describedby={numbersError ? `${numbersId}-error` : undefined}
          />
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setNumbers(randomBetNumber())}>
            {t('demo.random')}
          </button>
        </div>
        {numbersError && (
          <span id={`${numbersId}-error`} className="field__error" role="alert">
            {t('demo.numbersError')}
          </span>
        )}
      </div>
      <div className={`field${stakeError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={stakeId}>
          {t('demo.stake')}
        </label>
        <div className="field__control">
          <input
            id={stakeId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('demo.stakePlaceholder', { min: DEMO_MIN_STAKE, max: DEMO_MAX_STAKE })}
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            aria-invalid={stakeError}
            aria-describedby={stakeError ? `${stakeId}-error` : undefined}
          />
        </div>
        {stakeError && (
          <span id={`${stakeId}-error`} className="field__error" role="alert">
            {t('demo.stakeError', { min: DEMO_MIN_STAKE, max: DEMO_MAX_STAKE })}
          </span>
        )}
        <div className="demo-bet__chips" role="group" aria-label={t('demo.chips')}>
          {DEMO_STAKE_CHIPS.map((chip) => (
            <button
              key={chip}
              type="button"
              className={`demo-bet__chip${stake === String(chip) ? ' is-active' : ''}`}
              aria-pressed={stake === String(chip)}
              onClick={() => setStake(String(chip))}
            >
              {chip}
            </button>
          ))}
        </div>
      </div>
      {closed && (
        <p className="demo-bet__closed" role="status">
          {t('common:errors.lotteryClosed')}
        </p>
      )}
      {place.isError && (
        <p className="field__error" role="alert">
          {t(`common:${errorMessageKey(place.error)}`)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={closed || place.isPending}>
        {place.isPending ? t('demo.placing') : t('demo.place', { numero })}
      </button>
    </form>
  );
}
