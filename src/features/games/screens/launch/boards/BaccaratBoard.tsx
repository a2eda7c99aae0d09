import { useTranslation } from '@/lib/use-translation';
import { BACCARAT_PAYS, baccaratPoints, type BaccaratSide } from '../../../lib/demo-games';
import type { BoardDef, BoardProps } from './board';
import { PickGroup } from './PickGroup';
import { PlayingCard } from './PlayingCard';

const SIDES = Object.keys(BACCARAT_PAYS) as BaccaratSide[];

function Hand({ side, cards, won }: { side: 'PLAYER' | 'BANKER'; cards: string[]; won: boolean }) {
  const { t } = useTranslation('games');
  const name = t(`demo.baccarat.${side}`);
  return (
    <div className={`demo-hand demo-hand--${side.toLowerCase()} ${won ? 'is-win' : ''}`}>
      <p className="demo-hand__title">
        {name} <strong>{cards.length ? baccaratPoints(cards) : ''}</strong>
      </p>
      <ul className="demo-hand__cards" aria-label={name}>
        {cards.map((card, i) => (
          <li key={i}>
            <PlayingCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function BaccaratBoard({ round, pick, onPick, busy }: BoardProps) {
  const { t } = useTranslation('games');
  const dealt = round?.game === 'baccarat' ? round : undefined;
  return (
    <>
      <div className="demo-table demo-table--baccarat">
        <Hand side="PLAYER" cards={dealt?.player ?? []} won={dealt?.winner === 'PLAYER'} />
        <Hand side="BANKER" cards={dealt?.banker ?? []} won={dealt?.winner === 'BANKER'} />
      </div>
      <PickGroup
        legend={t('demo.betOn')}
        options={SIDES.map((side) => ({
          value: side,
          label: t(`demo.baccarat.${side}`),
          pays: BACCARAT_PAYS[side],
          tone: side.toLowerCase(),
        }))}
        pick={pick}
        onPick={onPick}
        disabled={busy}
      />
    </>
  );
}

/** Punto banco: bet on the player, the banker or a tie; the cards are dealt by the drawing rules. */
export const baccarat: BoardDef = {
  Board: BaccaratBoard,
  action: 'bet',
  firstPick: 'BANKER',
  describe: (round, t) => {
    if (round.game !== 'baccarat') return '';
    const points = { player: baccaratPoints(round.player), banker: baccaratPoints(round.banker) };
    return t(`demo.baccarat.result.${round.winner}`, points);
  },
};
