import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessageKey } from '@/api';
import { formatMoney } from '@/lib/money';
import { useWallet } from '@/queries/member';
import { useDemoSpin, useRefreshWalletOnLeave } from '../../api/demo-spin';
import { DEMO_STAKES } from '../../constants';
import { safePageBack } from '../../lib/launch-query';
import { ReelSymbol } from './ReelSymbol';
import '../../games.css';

const IDLE_REELS = ['seven', 'seven', 'seven'];

/**
 * The built-in demo game (demo builds): every launch opens it so a demo never dead-ends. Shows the
 * game and provider, the balance, a working spin that changes the mock balance, and back.
 */
export function DemoGamePage() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const gameId = query.get('gameId') ?? '';
  const name = query.get('name') || gameId;
  const wallet = useWallet();
  const spin = useDemoSpin(gameId);
  const [stake, setStake] = useState<number>(DEMO_STAKES[0]);
  useRefreshWalletOnLeave();

  const reels = spin.data?.symbols ?? IDLE_REELS;
  const outcome = spin.isError
    ? tc(errorMessageKey(spin.error))
    : spin.data
      ? spin.data.win > 0
        ? t('demo.win', { amount: formatMoney(spin.data.win) })
        : t('demo.lose')
      : '';

  return (
    <div className="demo-game">
      <header className="demo-game__head">
        <h1 className="demo-game__name">{name}</h1>
        <p className="demo-game__provider">
          {t('demo.provider')}: {query.get('vendor')}
        </p>
        <p className="demo-game__notice">{t('demo.notice')}</p>
      </header>
      <p className="demo-game__balance">
        <span>{t('demo.balance')}</span>
        <output aria-label={t('demo.balance')}>
          {wallet.data ? `${wallet.data.currencySymbol} ${formatMoney(wallet.data.sumBalance)}` : '…'}
        </output>
      </p>
      <ul className={`demo-game__reels ${spin.isPending ? 'is-spinning' : ''}`} aria-label={t('demo.reels')}>
        {reels.map((symbol, i) => (
          <li key={i} className="demo-game__reel" aria-label={t(`demo.symbols.${symbol}`, { defaultValue: symbol })}>
            <ReelSymbol symbol={symbol} />
          </li>
        ))}
      </ul>
      <p className={`demo-game__outcome ${spin.data && spin.data.win > 0 ? 'is-win' : ''}`} role="status">
        {outcome}
      </p>
      <fieldset className="choice-chips demo-game__stakes">
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
        className="btn btn--gold btn--block demo-game__spin"
        onClick={() => spin.mutate(stake)}
        disabled={spin.isPending || !gameId}
      >
        {spin.isPending ? t('demo.spinning') : t('demo.spin')}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={() => navigate(safePageBack(query.get('pageBack')))}
      >
        {t('demo.back')}
      </button>
    </div>
  );
}
