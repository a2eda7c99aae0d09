import { useTranslation } from '@/lib/use-translation';
import { formatMoney } from '@/lib/money';
import { FIXTURES, fixtureOfPick, fixturePick, type MatchResult } from '../../../lib/demo-games';
import type { BoardDef, BoardProps } from './board';
import { PickGroup } from './PickGroup';

function sportsBoard(game: 'sports' | 'esports') {
  return function SportsBoard({ round, pick, onPick, stake, busy }: BoardProps) {
    const { t } = useTranslation('games');
    const slip = fixtureOfPick(game, pick);
    const played = round?.game === game ? round : undefined;
    const resultName = (result: MatchResult, home: string, away: string) =>
      result === 'HOME' ? home : result === 'AWAY' ? away : t('demo.sports.DRAW');
    return (
      <>
        <h2 className="demo-section-title">{t(`demo.sports.fixtures.${game}`)}</h2>
        <ul className="demo-fixtures">
          {FIXTURES[game].map((f) => (
            <li key={f.id} className={`demo-fixture ${played?.fixtureId === f.id ? 'is-played' : ''}`}>
              <PickGroup
                legend={t('demo.sports.match', { home: f.home, away: f.away })}
                odds
                options={(Object.keys(f.odds) as MatchResult[]).map((result) => ({
                  value: fixturePick(f.id, result),
                  label: resultName(result, f.home, f.away),
                  pays: f.odds[result]!,
                }))}
                pick={pick}
                onPick={onPick}
                disabled={busy}
              />
            </li>
          ))}
        </ul>
        <section className="demo-slip" aria-labelledby="demo-slip-title">
          <h2 id="demo-slip-title" className="demo-section-title">
            {t('demo.sports.slip')}
          </h2>
          {slip ? (
            <>
              <p className="demo-slip__pick">
                {t('demo.sports.selection', {
                  match: t('demo.sports.match', { home: slip.fixture.home, away: slip.fixture.away }),
                  result: resultName(slip.result, slip.fixture.home, slip.fixture.away),
                  odds: slip.odds.toFixed(2),
                })}
              </p>
              <p className="demo-slip__returns">
                {t('demo.sports.returns', { amount: formatMoney(stake * slip.odds) })}
              </p>
            </>
          ) : (
            <p className="demo-slip__empty">{t('demo.sports.empty')}</p>
          )}
        </section>
      </>
    );
  };
}

function describe(game: 'sports' | 'esports'): BoardDef['describe'] {
  return (round, t) => {
    if (round.game !== game) return '';
    const fixture = FIXTURES[game].find((f) => f.id === round.fixtureId);
    if (!fixture) return '';
    const [homeScore, awayScore] = round.score;
    return t('demo.sports.result', { home: fixture.home, away: fixture.away, homeScore, awayScore });
  };
}

/** A bet slip over a few matches: one result at the bookmaker's odds. */
export const sports: BoardDef = {
  Board: sportsBoard('sports'),
  action: 'bet',
  firstPick: '',
  describe: describe('sports'),
};
/** The same slip over e-sports matches (best of three, no draw). */
export const esports: BoardDef = {
  Board: sportsBoard('esports'),
  action: 'bet',
  firstPick: '',
  describe: describe('esports'),
};
