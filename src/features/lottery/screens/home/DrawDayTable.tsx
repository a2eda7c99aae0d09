import { useTranslation } from '@/lib/use-translation';
import { levelRows, type DrawDay } from '../../lib/vietnam-draws';

/** A Vietnamese results table: a column per province, a row per prize level, GB first. */
export function DrawDayTable({ day, caption }: { day: DrawDay; caption: string }) {
  const { t } = useTranslation('lottery');
  return (
    <table className="vn-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('home.prize')}</th>
          {day.draws.map((draw) => (
            <th key={draw.gameId} scope="col">
              {draw.province}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {levelRows(day).map((row) => (
          <tr key={row.code} className={row.code === 'GB' ? 'vn-table__special' : undefined}>
            <th scope="row">{t(`prizeLevels.${row.code}`)}</th>
            {row.numbers.map((numbers, i) => (
              <td key={day.draws[i].gameId}>
                {numbers.map((n, j) => (
                  <span key={j}>{n}</span>
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
