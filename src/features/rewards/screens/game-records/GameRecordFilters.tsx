import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { DateRangeQuery } from '@/api/types/member';
import { formatDate } from '@/lib/dates';
import { GAME_RECORD_PRESETS, GAME_TYPE_FILTERS, type GameRecordPreset, type GameTypeFilter } from '../../constants';
import { oldestRecordDay, presetOf, presetRange, type RangeError } from '../../lib/date-range';

interface GameRecordFiltersProps {
  range: DateRangeQuery;
  onRange(range: DateRangeQuery): void;
  rangeError: RangeError | null;
  gameType: GameTypeFilter;
  onGameType(type: GameTypeFilter): void;
}

const PRESETS = Object.keys(GAME_RECORD_PRESETS) as GameRecordPreset[];

/** Quick ranges, a custom from/to range (checked as the server does) and the game type. */
export function GameRecordFilters({ range, onRange, rangeError, gameType, onGameType }: GameRecordFiltersProps) {
  const { t } = useTranslation('rewards');
  const errorId = useId();
  const active = presetOf(range);
  const today = formatDate(new Date());
  const dateProps = {
    min: oldestRecordDay(),
    max: today,
    'aria-invalid': rangeError !== null,
    'aria-describedby': rangeError ? errorId : undefined,
  };

  return (
    <div className="card game-records__filters">
      <div className="rewards-chips game-records__presets" role="group" aria-label={t('gameRecords.quickRange')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`rewards-chip ${preset === active ? 'is-active' : ''}`}
            aria-pressed={preset === active}
            onClick={() => onRange(presetRange(preset))}
          >
            {t(`gameRecords.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className={`game-records__dates ${rangeError ? 'field--invalid' : ''}`}>
        <label className="field">
          <span className="field__label">{t('gameRecords.from')}</span>
          <span className="field__control">
            <input
              type="date"
              value={range.startDate}
              onChange={(e) => onRange({ ...range, startDate: e.target.value })}
              {...dateProps}
            />
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t('gameRecords.to')}</span>
          <span className="field__control">
            <input
              type="date"
              value={range.endDate}
              onChange={(e) => onRange({ ...range, endDate: e.target.value })}
              {...dateProps}
            />
          </span>
        </label>
        {rangeError && (
          <p id={errorId} className="field__error game-records__error" role="alert">
            {t(`gameRecords.rangeErrors.${rangeError}`)}
          </p>
        )}
      </div>
      <label className="field game-records__type">
        <span className="field__label">{t('gameRecords.gameType')}</span>
        <span className="field__control">
          <select value={gameType} onChange={(e) => onGameType(e.target.value as GameTypeFilter)}>
            {GAME_TYPE_FILTERS.map((type) => (
              <option key={type || 'all'} value={type}>
                {t(`gameRecords.types.${type || 'all'}`)}
              </option>
            ))}
          </select>
        </span>
      </label>
    </div>
  );
}
