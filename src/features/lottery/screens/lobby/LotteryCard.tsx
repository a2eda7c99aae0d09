import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { LotteryGame } from '@/api/types/lottery';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useImageUrl } from '@/queries/site';
import { useTimeLeft } from '../../lib/use-time-left';
import { isHighlighted, type FetchStamp } from '../../lib/countdown';
import { Countdown } from '../../components/Countdown';
import { WinningNumbers } from '../../components/WinningNumbers';

export const LOTTERY_ICON_SIZE = 48;

interface LotteryCardProps {
  game: LotteryGame;
  stamp: FetchStamp;
  favourite: boolean;
  onToggleFavourite(gameId: string): void;
  onPlay(game: LotteryGame): void;
}

/** §2 winning-numbers card: previous draw, more history, numbers per level, countdown, Play Now. */
export function LotteryCard({ game, stamp, favourite, onToggleFavourite, onPlay }: LotteryCardProps) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const imageUrl = useImageUrl();
  const left = useTimeLeft(game, stamp);
  const highlighted = isHighlighted(left, game.lockTime);
  const timerId = useId();
  return (
    <article
      className={`lottery-card card${highlighted ? ' lottery-card--highlight' : ''}`}
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
    >
      <header className="lottery-card__head">
        <img
          className="lottery-card__icon"
          src={imageUrl(game.mobileIconUrl)}
          alt=""
          width={LOTTERY_ICON_SIZE}
          height={LOTTERY_ICON_SIZE}
          loading="lazy"
        />
        <div className="lottery-card__title">
          <h3 id={titleId}>{game.gameName}</h3>
          <p className="lottery-card__draw">
            {game.previousWinningTime
              ? t('card.previousDraw', {
                  date: game.previousWinningTime.slice(0, 10),
                  time: game.previousWinningTime.slice(11, 16),
                })
              : t('card.noResult')}
          </p>
        </div>
        <button
          type="button"
          className={`lottery-card__fav${favourite ? ' lottery-card__fav--on' : ''}`}
          aria-pressed={favourite}
          aria-label={t('card.favourite', { name: game.gameName })}
          onClick={() => onToggleFavourite(game.gameId)}
        >
          <Icon name="star" filled={favourite} />
        </button>
      </header>
      <WinningNumbers
        winningNumber={game.previousWinningNumber}
        aside={
          <Link
            className="lottery-card__history"
            to={href('lottery', { gameId: game.gameId })}
            aria-label={t('card.moreHistoryOf', { name: game.gameName })}
          >
            {t('card.moreHistory')}
            <Icon name="chevron" size={14} />
          </Link>
        }
      />
      <footer className="lottery-card__foot">
        <div className="lottery-card__timer">
          <span className="lottery-card__numero">{t('card.nextDraw', { numero: game.numero })}</span>
          <Countdown left={left} id={timerId} />
        </div>
        {/* Not on sale (no countdown): nothing to bet on until it is, as the timer beside it says. */}
        <button
          type="button"
          className="btn btn--gold lottery-card__play"
          onClick={() => onPlay(game)}
          aria-label={t('card.playOf', { name: game.gameName })}
          disabled={left === null}
          aria-describedby={left === null ? timerId : undefined}
        >
          {t('card.play')}
        </button>
      </footer>
    </article>
  );
}
