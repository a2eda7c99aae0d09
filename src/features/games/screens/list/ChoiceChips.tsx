interface ChoiceChipsProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}

/** A labelled row of single-choice chips (manufacturer, category, minimum bet). */
export function ChoiceChips({ label, options, value, onChange }: ChoiceChipsProps) {
  return (
    <fieldset className="choice-chips">
      <legend className="choice-chips__label">{label}</legend>
      <div className="choice-chips__options">
        {options.map((option) => (
          <button
            key={option.value || 'all'}
            type="button"
            className={`chip ${value === option.value ? 'is-active' : ''}`}
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
