import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '@/api';
import { DEMO_GAMES, type DemoGame } from '@/api/types/games';
import { formatAmount, formatMoney } from '@/lib/money';
import { useWallet } from '@/queries/member';
import { useDemoBet, useRefreshWalletOnLeave } from '../../api/demo-bet';
import { DEMO_STAKES } from '../../constants';
import { isDemoPick } from '../../lib/demo-games';
import { BOARDS } from './boards';
import '../../games.css';
import './demo-game.css';

const gameOf = (value: string | null): DemoGame => DEMO_GAMES.find((game) => game === value) ?? 'slot';

/**
 * The built-in demo games (demo builds): a launch opens the one of the game's category (`?game=`).
 * One frame for all: the game and provider, the balance, the game's board, the result, the stake
 * and the play button. Each bet is a money order on the demo wallet and appears in the player's records.
 * Back is the title bar's (a step back to the list the game was launched from, which keeps its place).
 */
export function DemoGamePage() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const [query] = useSearchParams();
  const game = gameOf(query.get('game'));
  const { Board, action, firstPick, describe } = BOARDS[game];
  const gameId = query.get('gameId') ?? '';
  const name = query.get('name') || gameId;
  const wallet = useWallet();
  const bet = useDemoBet(gameId, game);
  const [stake, setStake] = useState<number>(DEMO_STAKES[0]);
  const [pick, setPick] = useState(firstPick);
  useRefreshWalletOnLeave();

  const played = bet.data;
  const outcome = bet.isError
    ? tc(errorMessageKey(bet.error))
    : played
      ? [
          describe(played.round, t),
          played.win > played.stake
            ? t('demo.win', { amount: formatMoney(played.win) })
            : played.win > 0
              ? t('demo.refund', { amount: formatMoney(played.win) })
              : t('demo.lose'),
        ]
          .filter(Boolean)
          .join(' · ')
      : '';

  return (
    <div className={`demo-game demo-game--${game}`}>
      <header className="demo-game__head">
        <h1 className="demo-game__name">{name}</h1>
        <p className="demo-game__provider">
          {t('labelValue', { label: t('demo.provider'), value: query.get('vendor') ?? '' })}
        </p>
        <p className="demo-game__notice">{t('demo.notice')}</p>
      </header>
      <p className="demo-game__balance">
        <span>{t('demo.balance')}</span>
        <output aria-label={t('demo.balance')}>
          {wallet.data ? formatAmount(wallet.data.sumBalance, wallet.data.currencySymbol) : '…'}
        </output>
      </p>
      <Board round={played?.round} pick={pick} onPick={setPick} stake={stake} busy={bet.isPending} />
      <p className={`demo-game__outcome ${played && played.win > played.stake ? 'is-win' : ''}`} role="status">
        {outcome}
      </p>
      <fieldset className="choice-chips demo-game__stakes" disabled={bet.isPending}>
        <legend className="choice-chips__label">{t('demo.stake')}</legend>
        <div className="choice-chips__options">
          {DEMO_STAKES.map((value) => (
            <button
              key={value}
              type="button"
              className={`chip ${stake === value ? 'is-active' : ''}`}
              aria-pressed={stake === value}
              onClick={() => setStake(value)}
            >
              {formatMoney(value)}
            </button>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="btn btn--gold btn--block demo-game__play"
        onClick={() => bet.mutate({ pick, stake })}
        disabled={bet.isPending || !gameId || !isDemoPick(game, pick)}
      >
        {bet.isPending ? t('demo.playing') : t(`demo.actions.${action}`)}
      </button>
    </div>
  );
}
