import { useTranslation } from '@/lib/use-translation';
import { COCKFIGHT_PAYS, type CockfightSide } from '../../../lib/demo-games';
import type { BoardDef, BoardProps } from './board';
import { PickGroup } from './PickGroup';

const SIDES = Object.keys(COCKFIGHT_PAYS) as CockfightSide[];

function CockfightBoard({ round, pick, onPick, busy }: BoardProps) {
  const { t } = useTranslation('games');
  const winner = round?.game === 'cockfight' ? round.winner : undefined;
  return (
    <>
      <div className={`demo-arena ${busy ? 'is-fighting' : ''}`}>
        {(['MERON', 'WALA'] as const).map((side) => (
          <p
            key={side}
            className={`demo-arena__corner demo-arena__corner--${side.toLowerCase()} ${winner === side ? 'is-win' : ''}`}
          >
            <strong>{t(`demo.cockfight.${side}`)}</strong>
            <span>{t(`demo.cockfight.corner.${side}`)}</span>
          </p>
        ))}
      </div>
      <PickGroup
        legend={t('demo.betOn')}
        options={SIDES.map((side) => ({
          value: side,
          label: t(`demo.cockfight.${side}`),
          pays: COCKFIGHT_PAYS[side],
          tone: side.toLowerCase(),
        }))}
        pick={pick}
        onPick={onPick}
        disabled={busy}
      />
    </>
  );
}

/** Cockfight: meron (red corner), wala (blue corner) or a draw. */
export const cockfight: BoardDef = {
  Board: CockfightBoard,
  action: 'bet',
  firstPick: 'MERON',
  describe: (round, t) => (round.game === 'cockfight' ? t(`demo.cockfight.result.${round.winner}`) : ''),
};
