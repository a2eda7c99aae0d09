import { useTranslation } from '@/lib/use-translation';
import type { DemoLotteryBet } from '@/api/types/lottery';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { formatMoney } from '@/lib/money';
import { useDemoBets } from '../../api/demo-bets';

/** The player's demo bets on this lottery: open until their draw, then won or lost. */
export function BetList({ gameId }: { gameId: string }) {
  const { t } = useTranslation('lottery');
  const bets = useDemoBets(gameId);
  return (
    <section className="demo-bets" aria-labelledby="demo-bets-title">
      <h2 id="demo-bets-title">{t('demo.myBets')}</h2>
      {bets.isPending ? (
        <Spinner />
      ) : bets.isError ? (
        <LoadFailed error={bets.error} onRetry={() => void bets.refetch()} />
      ) : bets.data.length === 0 ? (
        <EmptyState>{t('demo.noBets')}</EmptyState>
      ) : (
        <ul className="demo-bets__list">
          {bets.data.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BetRow({ bet }: { bet: DemoLotteryBet }) {
  const { t } = useTranslation('lottery');
  return (
    <li className={`demo-bets__item demo-bets__item--${bet.status}`}>
      <div>
        <p className="demo-bets__numbers">{t('demo.betOn', { numbers: bet.numbers })}</p>
        <p className="demo-bets__meta">
          {t('history.numero', { numero: bet.numero })} · {t('demo.stakeOf', { stake: formatMoney(bet.stake) })}
          {bet.result && <> · {t('demo.result', { result: bet.result })}</>}
        </p>
      </div>
      <span className="demo-bets__status">
        {bet.status === 'won'
          ? t('demo.status.won', { payout: formatMoney(bet.payout) })
          : t(`demo.status.${bet.status}`)}
      </span>
    </li>
  );
}
