import { useTranslation } from '@/lib/use-translation';
import type { SignInStatus } from '@/api/types/rewards';
import { monthTitle, weekdayNames } from '@/lib/dates';
import { uiLocale } from '@/lib/i18n';
import { monthCells } from '../../lib/streak';

/** This month's calendar from Monday: signed days checked, today outlined. */
export function SignInCalendar({ status }: { status: SignInStatus }) {
  const { t } = useTranslation('rewards');
  const signed = new Set(status.signedDays);
  const todayNumber = Number(status.today.slice(8));
  const title = monthTitle(status.today, uiLocale());
  return (
    <div className="card sign-in__calendar">
      <div className="sign-in__calendar-head">
        <h2 id="sign-in-calendar-title">{title}</h2>
        <span className="rewards-status-tag">{t('signIn.monthCount', { count: status.signedDays.length })}</span>
      </div>
      <div className="calendar__weekdays" aria-hidden="true">
        {weekdayNames(uiLocale()).map((name, i) => (
          <span key={i}>{name}</span>
        ))}
      </div>
      <ol className="calendar__days" aria-labelledby="sign-in-calendar-title">
        {monthCells(status.today).map((day, i) =>
          day === null ? (
            <li key={`blank-${i}`} className="calendar__blank" aria-hidden="true" />
          ) : (
            <li
              key={day}
              className={`calendar__day ${signed.has(day) ? 'is-signed' : ''} ${day === todayNumber ? 'is-today' : ''} ${day > todayNumber ? 'is-future' : ''}`}
              aria-label={t(signed.has(day) ? 'signIn.daySigned' : 'signIn.dayNotSigned', { day })}
              aria-current={day === todayNumber ? 'date' : undefined}
            >
              {day}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
