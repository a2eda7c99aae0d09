import { useTranslation } from '@/lib/use-translation';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { useImageUrl } from '@/queries/site';
import { useGpiGames } from '../../api/gpi-games';
import { useLaunchProviderLottery } from '../../api/launch';
import { LOTTERY_ICON_SIZE } from './LotteryCard';

/** §2: a provider tagged GPI shows that provider's game list. */
export function GpiGameList() {
  const { t } = useTranslation('lottery');
  const games = useGpiGames();
  const launch = useLaunchProviderLottery();
  const imageUrl = useImageUrl();
  if (games.isPending) return <Spinner />;
  if (games.isError) return <LoadFailed error={games.error} onRetry={() => void games.refetch()} />;
  if (games.data.games.length === 0) return <EmptyState>{t('lobby.empty')}</EmptyState>;
  return (
    <ul className="lottery-provider-grid" aria-label={t('lobby.providerGames')}>
      {games.data.games.map((game) => (
        <li key={game.gameId}>
          <button type="button" className="lottery-provider-tile" onClick={() => launch(game)}>
            <img
              src={imageUrl(game.iconUrl)}
              alt=""
              width={LOTTERY_ICON_SIZE}
              height={LOTTERY_ICON_SIZE}
              loading="lazy"
            />
            <span>{game.displayName || game.gameName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
