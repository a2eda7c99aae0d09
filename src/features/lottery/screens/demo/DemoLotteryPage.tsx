import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { LotteryGame, PrizeMode } from '@/api/types/lottery';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { href } from '@/config/paths';
import { useSettleOnDraw } from '../../api/demo-bets';
import { useLotteryMenu, type LotteryMenu } from '../../api/lottery-menu';
import { Countdown } from '../../components/Countdown';
import { WinningNumbers } from '../../components/WinningNumbers';
import { DEFAULT_PRIZE_MODE, DEMO_ODDS, PRIZE_MODES } from '../../constants';
import { useTimeLeft } from '../../lib/use-time-left';
import { allGames } from '../../lib/lobby-list';
import { BetForm } from './BetForm';
import { BetList } from './BetList';
import './demo-lottery.css';

const prizeModeOf = (value: string | null): PrizeMode =>
  PRIZE_MODES.find((mode) => mode === value) ?? DEFAULT_PRIZE_MODE;

/** /m/demoLottery (demo builds): bet on the next draw of a lottery; settled when that draw happens. */
export function DemoLotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const gameId = params.get('gameId') ?? '';
  const menu = useLotteryMenu(prizeModeOf(params.get('prizeMode')));
  const game = menu.data ? allGames(menu.data.categories).find((g) => g.gameId === gameId) : undefined;

  if (menu.isPending) return <Spinner />;
  if (menu.isError && !menu.data) return <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />;
  if (!game) {
    return (
      <div className="page">
        <EmptyState>{t('demo.unknownGame')}</EmptyState>
        <Link className="btn btn--primary btn--block" to={href('lott')}>
          {t('demo.backToLobby')}
        </Link>
      </div>
    );
  }
  return <DemoLottery game={game} menu={menu.data!} />;
}

function DemoLottery({ game, menu }: { game: LotteryGame; menu: LotteryMenu }) {
  const { t } = useTranslation('lottery');
  const left = useTimeLeft(game, menu);
  useSettleOnDraw(game.gameId, game.numero);
  const closed = left === null || left - game.lockTime * 1000 <= 0;
  return (
    <div className="demo-lottery page">
      <p className="demo-lottery__notice" role="note">
        {t('demo.notice')}
      </p>
      <BalanceWidget className="demo-lottery__balance" />
      <section className="demo-lottery__game card" aria-labelledby="demo-lottery-title">
        <h1 id="demo-lottery-title">{game.gameName}</h1>
        <div className="demo-lottery__draw">
          <span>{t('card.nextDraw', { numero: game.numero })}</span>
          <Countdown left={left} />
        </div>
        <p className="demo-lottery__previous">
          {t('card.previousDraw', {
            date: game.previousWinningTime.slice(0, 10),
            time: game.previousWinningTime.slice(11, 16),
          })}
        </p>
        <WinningNumbers winningNumber={game.previousWinningNumber} />
      </section>
      <BetForm gameId={game.gameId} numero={game.numero} odds={DEMO_ODDS} closed={closed} />
      <BetList gameId={game.gameId} />
    </div>
  );
}
