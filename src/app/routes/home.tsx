import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import ContractPrompts from '@/features/agent/screens/contracts/ContractPrompts';
import NoticeMarquee from '@/features/content/screens/announcements/NoticeMarquee';
import NoticePopup from '@/features/content/screens/announcements/NoticePopup';
import {
  CategoryTabBar,
  HomeGameSections,
  HomeWinnerBoard,
  PromoBanners,
  prefetchPromoBanners,
} from '@/features/games/screens/home';
import { prefetchHomeSections } from '@/features/games/api/home';
import VietnamLotteryBlock from '@/features/lottery/screens/home/VietnamLotteryBlock';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { prefetchBanners } from '@/components/banner/use-banners';
import { useRenewSessionOnEntry } from '@/queries/session';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

const HOME_BANNER_GROUP = 'm_home';

/**
 * The home's first screen: its banners (the largest paint), the hot strip's games, the vendor
 * sorting list and the promo slots start with the route's code, together, on every visit (in that
 * order: over HTTP/1.1 the first six go out first); the strips below the hot one follow the list.
 */
export function clientLoader(): null {
  prefetchBanners(queryClient, HOME_BANNER_GROUP);
  prefetchHomeSections(queryClient);
  prefetchPromoBanners(queryClient);
  return null;
}

/** Home (games-and-content §2): banners, notices, promo slots, game sections and the winner board. */
export default function HomeRoute() {
  const { t } = useTranslation();
  useRenewSessionOnEntry();
  // One dialog at a time: the contract prompts wait until the notice popup has nothing to show.
  const [noticeSettled, setNoticeSettled] = useState(false);
  const onNoticeSettled = useCallback(() => setNoticeSettled(true), []);
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="visually-hidden">
        {t('routes.home')}
      </h1>
      <BannerCarousel group={HOME_BANNER_GROUP} priority />
      <div className="home__marquee">
        <NoticeMarquee />
      </div>
      <PromoBanners />
      <CategoryTabBar />
      <HomeGameSections lotteryBlock={<VietnamLotteryBlock />} />
      <HomeWinnerBoard />
      <NoticePopup onSettled={onNoticeSettled} />
      {noticeSettled && <ContractPrompts />}
    </section>
  );
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('home');
