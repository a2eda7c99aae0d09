import { useTranslation } from '@/lib/use-translation';
import type { LotteryGame } from '@/api/types/lottery';
import { Dialog } from '@/components/ui/dialog';
import { useCloseOnRouteChange } from '../../lib/use-close-on-route-change';
import { groupByWeekday, vietnamWeekdayAt } from '../../lib/schedule';

interface WeeklyScheduleProps {
  open: boolean;
  /** When the player opened it (ms): that moment's weekday is marked as today. */
  openedAt: number;
  onClose(): void;
  games: readonly LotteryGame[];
}

/** §2 weekly schedule: the lotteries that draw on each weekday, today marked. */
export function WeeklySchedule({ open, openedAt, onClose, games }: WeeklyScheduleProps) {
  const { t } = useTranslation('lottery');
  useCloseOnRouteChange(open, onClose);
  const today = vietnamWeekdayAt(openedAt);
  const groups = groupByWeekday(games);
  return (
    <Dialog open={open} onClose={onClose} title={t('schedule.title')} variant="sheet" className="lottery-schedule">
      <p className="lottery-schedule__note">{t('schedule.note')}</p>
      {groups.map(({ weekday, games: drawing }) => (
        <section
          key={weekday}
          className={`lottery-schedule__day${weekday === today ? ' lottery-schedule__day--today' : ''}`}
          aria-labelledby={`weekday-${weekday}`}
        >
          <h3 id={`weekday-${weekday}`}>
            {t(`weekdays.${weekday}`)}
            {weekday === today && <span className="lottery-schedule__today">{t('schedule.today')}</span>}
          </h3>
          {drawing.length === 0 ? (
            <p className="lottery-schedule__none">{t('schedule.none')}</p>
          ) : (
            <ul>
              {drawing.map((game) => (
                <li key={game.gameId}>
                  <span>{game.gameName}</span>
                  <time>{game.previousWinningTime.slice(11, 16)}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Dialog>
  );
}
