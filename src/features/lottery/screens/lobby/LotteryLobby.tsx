import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import type { PrizeMode } from '@/api/types/lottery';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { bannerGroupOfType } from '@/components/banner/banner-group';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { Icon } from '@/components/ui/icon/Icon';
import { useFirstScreenFirst } from '@/hooks/use-first-screen-first';
import { useRequireSession, useSessionForLink } from '@/hooks/use-require-session';
import { useSession } from '@/stores/session';
import { useLaunchLottery } from '../../api/launch';
import { useLotteryMenu, type LotteryMenu } from '../../api/lottery-menu';
import { useRecentLotteries } from '../../api/recent-games';
import { GPI_TAG, LOBBY_FIRST_CARDS, MENU_ALL, STOCK_TAG } from '../../constants';
import { useLotteryFavourites } from '../../lib/use-lottery-favourites';
import {
  gamesOfMenu,
  gamesOfTab,
  hotGameIds,
  isLobbyTab,
  lobbyGameType,
  LOBBY_TABS,
  SESSION_TABS,
  type LobbyTab,
} from '../../lib/lobby-list';
import { GpiGameList } from './GpiGameList';
import { HistoryModal } from './HistoryModal';
import { LotteryCard } from './LotteryCard';
import { LotteryMenuBar } from './LotteryMenuBar';
import { WeeklySchedule } from './WeeklySchedule';
import './lottery.css';

/** §2 lottery lobby (/m/lott with prize mode Lott, /m/elott with Elott). */
export function LotteryLobby({ prizeMode, title }: { prizeMode: PrizeMode; title: string }) {
  const { t } = useTranslation('lottery');
  const menu = useLotteryMenu(prizeMode);
  // §6: a ?tab=fav or ?tab=recent link sends a visitor to /m/login, as a tap on the tab does.
  useSessionForLink(SESSION_TABS.includes(useLobbyQuery().tab));
  return (
    <section className="lottery-lobby" aria-label={title}>
      <h1 className="visually-hidden">{title}</h1>
      <BannerCarousel group={bannerGroupOfType(lobbyGameType(prizeMode))} priority />
      {menu.isPending ? (
        <Spinner label={t('lobby.loading')} />
      ) : menu.isError && !menu.data ? (
        <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <LobbyContent menu={menu.data!} prizeMode={prizeMode} />
      )}
    </section>
  );
}

function useLobbyQuery() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    menuTag: params.get('menu') ?? MENU_ALL,
    tab: isLobbyTab(tabParam) ? tabParam : 'all',
    setMenu: (tag: string) => update('menu', tag, MENU_ALL),
    setTab: (tab: LobbyTab) => update('tab', tab, 'all'),
  };
}

function LobbyContent({ menu, prizeMode }: { menu: LotteryMenu; prizeMode: PrizeMode }) {
  const { t } = useTranslation('lottery');
  const panelId = useId();
  const { menuTag, tab: tabParam, setMenu, setTab } = useLobbyQuery();
  const session = useSession();
  // Without a session the fav and recent tabs show all lotteries: those lists are a player's own.
  const tab = !session && SESSION_TABS.includes(tabParam) ? 'all' : tabParam;
  const requireSession = useRequireSession();
  const { favourites, toggle } = useLotteryFavourites();
  const recent = useRecentLotteries(prizeMode, tab === 'recent');
  const launch = useLaunchLottery(prizeMode);
  const [dialog, setDialog] = useState<'history' | 'schedule' | null>(null);
  const [scheduleOpenedAt, setScheduleOpenedAt] = useState(0);
  const openSchedule = () => {
    setScheduleOpenedAt(Date.now());
    setDialog('schedule');
  };
  const closeDialog = () => setDialog(null);

  const selected = menu.categories.some((c) => c.tag === menuTag) ? menuTag : MENU_ALL;
  const menuGames = gamesOfMenu(menu.categories, selected);
  const cards = useFirstScreenFirst(
    gamesOfTab(menuGames, tab, favourites, recent.data ?? [], hotGameIds(menu.categories)),
    LOBBY_FIRST_CARDS,
  );
  const selectTab = (next: LobbyTab) => {
    if (SESSION_TABS.includes(next) && !requireSession()) return;
    setTab(next);
  };

  return (
    <>
      <LotteryMenuBar categories={menu.categories} selected={selected} onSelect={setMenu} />
      {selected === GPI_TAG ? (
        <GpiGameList />
      ) : (
        <>
          <div className="lottery-toolbar">
            <Tabs
              label={t('lobby.tabsLabel')}
              tabs={LOBBY_TABS.map((id) => ({ id, label: t(`lobby.tabs.${id}`) }))}
              selected={tab}
              onSelect={selectTab}
              panelId={panelId}
              activation="manual"
              className="lottery-tabs"
              tabClassName="lottery-tabs__tab"
              selectedClassName="lottery-tabs__tab--on"
            />
            <div className="lottery-toolbar__links">
              {selected !== STOCK_TAG && (
                <button type="button" className="lottery-toolbar__link" onClick={() => setDialog('history')}>
                  <Icon name="history" size={16} />
                  {t('lobby.historyResult')}
                </button>
              )}
              <button type="button" className="lottery-toolbar__link" onClick={openSchedule}>
                <Icon name="calendar" size={16} />
                {t('lobby.schedule')}
              </button>
            </div>
          </div>
          <TabPanel panelId={panelId} selected={tab} className="lottery-cards">
            {tab === 'recent' && recent.isPending ? (
              <Spinner />
            ) : tab === 'recent' && recent.isError ? (
              <LoadFailed error={recent.error} onRetry={() => void recent.refetch()} />
            ) : cards.length === 0 ? (
              <EmptyState>{t(`lobby.emptyTab.${tab}`)}</EmptyState>
            ) : (
              cards.map((game) => (
                <LotteryCard
                  key={game.gameId}
                  game={game}
                  stamp={menu}
                  favourite={favourites.includes(game.gameId)}
                  onToggleFavourite={toggle}
                  onPlay={launch}
                />
              ))
            )}
          </TabPanel>
          <HistoryModal open={dialog === 'history'} onClose={closeDialog} games={menuGames} />
          <WeeklySchedule
            open={dialog === 'schedule'}
            openedAt={scheduleOpenedAt}
            onClose={closeDialog}
            games={menuGames}
          />
        </>
      )}
    </>
  );
}
