import { useId } from 'react';
import { inputPurpose } from '@/components/ui/form';
import { useTranslation } from '@/lib/use-translation';
import { formatAmount } from '@/lib/money';
import { amountInput, formatChipAmount, parseAmount, type AmountError } from '../lib/amount';
import './amount-field.css';

interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  min: number;
  max: number;
  symbol: string;
  error: AmountError | null;
  /** Quick-pick amounts shown as chips. */
  presets?: readonly number[];
  disabled?: boolean;
}

/** An amount input with its limits, quick-pick chips and the message next to it. */
export function AmountField({ value, onChange, min, max, symbol, error, presets = [], disabled }: AmountFieldProps) {
  const { t } = useTranslation('member');
  const hintId = useId();
  const errorId = useId();
  const limits = { min: formatAmount(min, symbol), max: formatAmount(max, symbol) };
  // The symbol stands on the side of the input where the language writes it beside an amount.
  const symbolLeads = formatAmount(0, symbol).startsWith(symbol);
  const symbolMark = (
    <span className="amount-field__symbol" aria-hidden="true">
      {symbol}
    </span>
  );
  const typed = parseAmount(value);
  return (
    <div className={`field amount-field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${hintId}-input`}>
        {t('amount.label')}
      </label>
      <span className="field__control">
        {symbolLeads && symbolMark}
        <input
          id={`${hintId}-input`}
          {...inputPurpose('amount')}
          placeholder={t('amount.placeholder')}
          value={value}
          disabled={disabled}
          // The text stays as typed (a decimal comma included); `parseAmount` reads it.
          onChange={(e) => onChange(amountInput(e.target.value))}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : hintId}
        />
        {!symbolLeads && symbolMark}
      </span>
      {error ? (
        <span className="field__error" id={errorId} role="alert">
          {t(`amount.errors.${error}`, limits)}
        </span>
      ) : (
        <span className="amount-field__hint" id={hintId}>
          {t('amount.hint', limits)}
        </span>
      )}
      {presets.length > 0 && (
        <div className="amount-field__presets" role="group" aria-label={t('amount.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={`chip ${typed === preset ? 'chip--active' : ''}`}
              aria-pressed={typed === preset}
              onClick={() => onChange(String(preset))}
              disabled={disabled}
            >
              {formatChipAmount(preset)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
