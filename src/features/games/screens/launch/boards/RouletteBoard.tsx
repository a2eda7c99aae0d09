import { useTranslation } from '@/lib/use-translation';
import { ROULETTE_PAYS, rouletteColour, type RouletteBet } from '../../../lib/demo-games';
import type { BoardDef, BoardProps } from './board';
import { PickGroup } from './PickGroup';

const BETS = Object.keys(ROULETTE_PAYS) as RouletteBet[];
const TONES: Partial<Record<RouletteBet, string>> = { RED: 'red', BLACK: 'black', ZERO: 'green' };

function RouletteBoard({ round, pick, onPick, busy }: BoardProps) {
  const { t } = useTranslation('games');
  const number = round?.game === 'roulette' ? round.number : undefined;
  return (
    <>
      <div className={`demo-wheel ${busy ? 'is-spinning' : ''}`}>
        <div className="demo-wheel__dealer" aria-hidden="true">
          {t('demo.roulette.dealer')}
        </div>
        <p className={`demo-wheel__ball is-${number === undefined ? 'idle' : rouletteColour(number)}`}>
          <span className="visually-hidden">{t('demo.roulette.lastNumber')}</span>
          {number ?? '–'}
        </p>
      </div>
      <PickGroup
        legend={t('demo.betOn')}
        className="demo-picks--grid"
        options={BETS.map((bet) => ({
          value: bet,
          label: t(`demo.roulette.${bet}`),
          pays: ROULETTE_PAYS[bet],
          tone: TONES[bet],
        }))}
        pick={pick}
        onPick={onPick}
        disabled={busy}
      />
    </>
  );
}

/** European roulette with a dealer's table: red/black, odd/even, low/high, or zero. */
export const roulette: BoardDef = {
  Board: RouletteBoard,
  action: 'spin',
  firstPick: 'RED',
  describe: (round, t) =>
    round.game === 'roulette'
      ? t('demo.roulette.result', {
          number: round.number,
          colour: t(`demo.roulette.colours.${rouletteColour(round.number)}`),
        })
      : '',
};
