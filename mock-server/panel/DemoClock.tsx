import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { HTML_LANG } from '@/config/languages';
import type { LanguageCode } from '@/api/types/common';
import { CLOCK_STEPS_MS } from '../clock';
import type { MockHandle } from '../handle';

const STEPS = Object.keys(CLOCK_STEPS_MS) as (keyof typeof CLOCK_STEPS_MS)[];

/** Whole days, hours and minutes of a span. */
function span(ms: number) {
  const minutes = Math.floor(ms / CLOCK_STEPS_MS.minute);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * The demo's virtual clock: fast-forward by a minute, an hour or a day (draws, countdowns, SMS
 * expiry, sign-in streaks and contract periods move together), or go back to real time.
 */
export function DemoClock({ handle }: { handle: MockHandle }) {
  const { t, i18n } = useTranslation('mock');
  const headingId = useId();
  const ahead = useSyncExternalStore(handle.subscribe, () => handle.controls.clock);
  // Read when the clock moves (the store changes): the line reports the moved time.
  const now = new Date().toLocaleString(HTML_LANG[i18n.language as LanguageCode], { hour12: false });
  return (
    <section className="demo-clock" aria-labelledby={headingId}>
      <h3 id={headingId} className="call-log__title">
        {t('clock.title')}
      </h3>
      <p className="demo-panel__hint" role="status">
        {t('clock.now', { time: now })}
        {ahead > 0 && ` · ${t('clock.ahead', span(ahead))}`}
      </p>
      <div className="demo-panel__actions">
        {STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => handle.set({ clock: ahead + CLOCK_STEPS_MS[step] })}
          >
            {t(`clock.${step}`)}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => handle.set({ clock: 0 })}
          disabled={ahead === 0}
        >
          {t('clock.real')}
        </button>
      </div>
    </section>
  );
}
