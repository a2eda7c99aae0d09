import { useTranslation } from '@/lib/use-translation';
import type { BoardDef, BoardProps } from './board';
import { ReelSymbol } from './ReelSymbol';

const IDLE_REELS = ['seven', 'seven', 'seven'];

function SlotBoard({ round, busy }: BoardProps) {
  const { t } = useTranslation('games');
  const reels = round?.game === 'slot' ? round.symbols : IDLE_REELS;
  return (
    <ul className={`demo-game__reels ${busy ? 'is-spinning' : ''}`} aria-label={t('demo.reels')}>
      {reels.map((symbol, i) => (
        <li key={i} className="demo-game__reel" aria-label={t(`demo.symbols.${symbol}`, { defaultValue: symbol })}>
          <ReelSymbol symbol={symbol} />
        </li>
      ))}
    </ul>
  );
}

/** Three reels: three of a kind pays by symbol, two cherries double the stake. */
export const slot: BoardDef = { Board: SlotBoard, action: 'spin', firstPick: '', describe: () => '' };
