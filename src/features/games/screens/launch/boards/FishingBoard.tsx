import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FISH_PAYS, type FishTarget } from '../../../lib/demo-games';
import type { BoardDef, BoardProps } from './board';
import { PickGroup } from './PickGroup';

const TARGETS = Object.keys(FISH_PAYS) as FishTarget[];

/**
 * Sea creatures drawn as inline SVG (no emoji font needed), facing right, on a 60 × 36 view box;
 * decorative, the buttons carry the names. Each is drawn as what it is: a striped clownfish, a
 * turtle with its shell, head and flippers, a shark with its dorsal fin and crescent tail.
 */
const FISH_ART: Record<FishTarget, { art: ReactNode; size: number }> = {
  CLOWNFISH: {
    size: 44,
    art: (
      <>
        <path d="M10 18 L1 7 L1 29 Z" fill="#ea580c" />
        <ellipse cx="32" cy="18" rx="24" ry="13" fill="#f97316" />
        <path d="M22 7.5 Q19.5 18 22 28.5 M36 6 Q33.5 18 36 30" stroke="#fff7ed" strokeWidth="5" fill="none" />
        <path d="M28 5 Q34 -1 42 6" fill="#ea580c" />
        <circle cx="48" cy="15" r="2.5" fill="#0f172a" />
      </>
    ),
  },
  TURTLE: {
    size: 64,
    art: (
      <>
        <path d="M14 24 Q4 32 2 30 Q6 24 12 21 Z" fill="#4d7c0f" />
        <path d="M38 24 Q46 35 54 33 Q48 27 42 21 Z" fill="#4d7c0f" />
        <path d="M8 22 L1 24 L8 26 Z" fill="#4d7c0f" />
        <ellipse cx="52" cy="17" rx="7" ry="5.5" fill="#65a30d" />
        <circle cx="55" cy="15.5" r="1.5" fill="#0f172a" />
        <path d="M6 23 Q8 4 28 4 Q46 4 48 23 Z" fill="#166534" stroke="#a3e635" strokeWidth="2" />
        <path
          d="M21 10 H35 L39 16 L35 22 H21 L17 16 Z M21 10 L16 6 M35 10 L40 6 M17 16 H8 M39 16 H47 M21 22 L18 23 M35 22 L38 23"
          fill="#15803d"
          stroke="#bef264"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  SHARK: {
    size: 76,
    art: (
      <>
        <path d="M14 16.5 L2 3 Q7 15 5 19 Q7 23 2 35 L14 21.5 Z" fill="#ca8a04" />
        <path d="M26 12 L33 1 L38 12 Z" fill="#ca8a04" />
        <path d="M8 19 Q22 9 42 10 Q56 12 60 18 Q54 25 40 26 Q22 28 8 19 Z" fill="#facc15" />
        <path d="M14 21 Q30 28 54 22 Q44 27 32 27 Q20 26 14 21 Z" fill="#fef9c3" />
        <path d="M32 24 L26 34 L40 25 Z" fill="#ca8a04" />
        <path d="M42 15 V21 M45 14.5 V20.5 M48 14 V20" stroke="#a16207" strokeWidth="1.2" />
        <circle cx="52" cy="15" r="1.8" fill="#0f172a" />
        <path d="M51 21 Q55 21.5 58 19.5" stroke="#a16207" strokeWidth="1.2" fill="none" />
      </>
    ),
  },
};

function Fish({ target, state }: { target: FishTarget; state: 'idle' | 'caught' | 'escaped' }) {
  const { art, size } = FISH_ART[target];
  return (
    <svg
      className={`demo-fish demo-fish--${target.toLowerCase()} is-${state}`}
      width={size}
      height={size * 0.6}
      viewBox="0 0 60 36"
      aria-hidden="true"
    >
      {art}
    </svg>
  );
}

/** The player's cannon: a barrel on a turret, whole at the bottom of the sea. */
function Cannon() {
  return (
    <svg className="demo-game__cannon" width="56" height="44" viewBox="0 0 56 44" aria-hidden="true">
      <path d="M21 24 L22.5 7 H33.5 L35 24 Z" fill="#fde68a" stroke="#b45309" strokeWidth="2" />
      <rect x="19" y="2" width="18" height="7" rx="2" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
      <path d="M4 44 A24 24 0 0 1 52 44 Z" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
      <path d="M9 36 H47" stroke="#d97706" strokeWidth="3" />
      <circle cx="28" cy="30" r="4" fill="#b45309" />
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
      <div className={`demo-sea demo-game__sea ${busy ? 'is-firing' : ''}`}>
        {TARGETS.map((target) => (
          <Fish key={target} target={target} state={stateOf(target)} />
        ))}
        <Cannon />
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
