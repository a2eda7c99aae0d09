import { useTranslation } from '@/lib/use-translation';
import { FISH_PAYS, type FishTarget } from '../../../lib/demo-games';
import type { BoardDef, BoardProps } from './board';
import { PickGroup } from './PickGroup';

const TARGETS = Object.keys(FISH_PAYS) as FishTarget[];

/** Fish drawn as inline SVG (no emoji font needed); decorative, the buttons carry the names. */
const FISH_ART: Record<FishTarget, { body: string; fin: string; size: number }> = {
  CLOWNFISH: { body: '#f97316', fin: '#fff7ed', size: 44 },
  TURTLE: { body: '#16a34a', fin: '#bbf7d0', size: 56 },
  SHARK: { body: '#facc15', fin: '#a16207', size: 72 },
};

function Fish({ target, state }: { target: FishTarget; state: 'idle' | 'caught' | 'escaped' }) {
  const { body, fin, size } = FISH_ART[target];
  return (
    <svg className={`demo-fish is-${state}`} width={size} height={size * 0.6} viewBox="0 0 60 36" aria-hidden="true">
      <path d="M6 18 L0 6 L0 30 Z" fill={fin} />
      <ellipse cx="32" cy="18" rx="26" ry="14" fill={body} />
      <path d="M30 6 Q36 0 42 6" fill={fin} />
      <circle cx="48" cy="14" r="3" fill="#0f172a" />
    </svg>
  );
}

function FishingBoard({ round, pick, onPick, busy }: BoardProps) {
  const { t } = useTranslation('games');
  const shot = round?.game === 'fishing' ? round : undefined;
  const stateOf = (target: FishTarget) =>
    shot?.target === target ? (shot.caught ? 'caught' : 'escaped') : ('idle' as const);
  return (
    <>
      <div className={`demo-sea ${busy ? 'is-firing' : ''}`}>
        {TARGETS.map((target) => (
          <Fish key={target} target={target} state={stateOf(target)} />
        ))}
        <span className="demo-sea__cannon" aria-hidden="true" />
      </div>
      <PickGroup
        legend={t('demo.fishing.aim')}
        options={TARGETS.map((target) => ({
          value: target,
          label: t(`demo.fishing.${target}`),
          pays: FISH_PAYS[target],
        }))}
        pick={pick}
        onPick={onPick}
        disabled={busy}
      />
    </>
  );
}

/** Fishing: aim at a small, middle or big fish; the bigger it is, the rarer the catch and the larger the pay. */
export const fishing: BoardDef = {
  Board: FishingBoard,
  action: 'fire',
  firstPick: 'CLOWNFISH',
  describe: (round, t) =>
    round.game === 'fishing'
      ? t(`demo.fishing.${round.caught ? 'caught' : 'escaped'}`, { target: t(`demo.fishing.${round.target}`) })
      : '',
};
