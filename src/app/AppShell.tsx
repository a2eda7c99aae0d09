import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { useAfterLoadIdle } from '@/hooks/use-after-load-idle';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { firstSiteStatus } from '@/queries/site';
import { useUiStore } from '@/stores/ui';
import { StatusGate } from './gates/StatusGate';
import { SessionAcrossTabs } from './gates/SessionAcrossTabs';
import { SessionWatcher } from './gates/SessionWatcher';
import { BottomMenu } from './layout/BottomMenu';
import { BrandBar } from './layout/BrandBar';
import { NetworkNotice } from './layout/NetworkNotice';
import { OfflineMessage } from './layout/OfflineMessage';
import { PageSkeleton } from './layout/PageSkeleton';
import { SiteFooterSlot } from './layout/SiteFooterSlot';
import { TitleBar } from './layout/TitleBar';
import { ShellSkeleton } from './layout/ShellSkeleton';
import { useCurrentRoute } from './route-handle';
import { usePreloadRoutes } from './route-preload';
import { MAIN_ID, SkipLinks } from './layout/SkipLinks';
import { queryClient } from './query-client';
import { useAccountSwitchStore } from './session-from-url';
import './layout/layout.css';

// Content widgets on every screen; rendered once the page has loaded and gone idle, so they never
// compete with the route's first screen.
const DownloadBar = lazyPart(() => import('@/features/content/screens/download/DownloadBar'));
const FloatingService = lazyPart(() => import('@/features/content/components/service/FloatingService'));
// "A new version is available": nothing to say before the page has loaded (the worker registers after it).
const UpdatePrompt = lazyPart(() => import('./layout/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
// Asked only when a link brings another player's token while someone is logged in.
const AccountSwitchPrompt = lazyPart(() =>
  import('./gates/AccountSwitchPrompt').then((m) => ({ default: m.AccountSwitchPrompt })),
);
// The drawer (member menu, balance, logout…) is closed at start: its code loads the first time it opens.
const SideMenu = lazyPart(() => import('./layout/SideMenu').then((m) => ({ default: m.SideMenu })));

/**
 * A clientLoader makes the shell the highest route that renders only in the browser, so every page
 * is prerendered as its HydrateFallback (the route's frame) and React takes that over in the
 * browser, then renders the shell once the screens' clientLoaders are done. The app start waits
 * for a status fetch when no status is cached (accounts-and-access §2), so a first visit during
 * maintenance never shows a usable page first; with a cached status nothing is awaited.
 */
export async function clientLoader() {
  await firstSiteStatus(queryClient);
  return null;
}

export const HydrateFallback = ShellSkeleton;

/** The frame around every screen: status gate, bars, menus, footer and global notices. */
export default function AppShell() {
  const location = useLocation();
  // The screen's layout rules, from its route module's handle (src/app/route-handle.ts).
  const route = useCurrentRoute();
  const theme = useUiStore((s) => s.theme);
  const sideMenuOpen = useUiStore((s) => s.sideMenuOpen);
  const setSideMenuOpen = useUiStore((s) => s.setSideMenuOpen);
  const afterLoad = useAfterLoadIdle();
  // The next screen's code before the tap, its calls from the finger's touch (./route-preload.ts).
  usePreloadRoutes();
  const accountSwitchAsked = useAccountSwitchStore((s) => s.pending !== null);
  // Once loaded, the drawer stays mounted (it keeps its state and its closing logic).
  const [sideMenuLoaded, setSideMenuLoaded] = useState(sideMenuOpen);
  if (sideMenuOpen && !sideMenuLoaded) setSideMenuLoaded(true);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // A new screen starts at the top (Back returns to the old place), with the drawer closed.
  useScrollRestoration();
  useEffect(() => {
    setSideMenuOpen(false);
  }, [location.pathname, setSideMenuOpen]);

  return (
    <div className={`app ${route.hideBottomMenu ? 'app--no-bottom' : ''}`}>
      <StatusGate>
        <SkipLinks bottomMenu={!route.hideBottomMenu} />
        {route.header === 'none' ? <BrandBar /> : <TitleBar route={route} />}
        <main className="app__main" id={MAIN_ID} tabIndex={-1}>
          {afterLoad && <UpdatePrompt />}
          <OfflineMessage />
          <div className="app__route">
            <Suspense fallback={<PageSkeleton banner={route.banner} />}>
              <Outlet />
            </Suspense>
          </div>
          {!route.hideFooter && afterLoad && <SiteFooterSlot />}
        </main>
        {!route.hideBottomMenu && <BottomMenu />}
        {sideMenuLoaded && <SideMenu />}
        {afterLoad && (
          <>
            <DownloadBar />
            <FloatingService />
          </>
        )}
        <SessionWatcher />
        <SessionAcrossTabs />
        {accountSwitchAsked && <AccountSwitchPrompt />}
      </StatusGate>
      <NetworkNotice />
      <Toaster />
    </div>
  );
}
