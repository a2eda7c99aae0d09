import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { routeForPath } from '@/config/paths';
import { useUiStore } from '@/stores/ui';
import { StatusGate } from './gates/StatusGate';
import { SessionWatcher } from './gates/SessionWatcher';
import { BottomMenu } from './layout/BottomMenu';
import { BrandBar } from './layout/BrandBar';
import { NetworkNotice } from './layout/NetworkNotice';
import { PageSkeleton } from './layout/PageSkeleton';
import { SideMenu } from './layout/SideMenu';
import { SiteFooterSlot } from './layout/SiteFooterSlot';
import { TitleBar } from './layout/TitleBar';
import './layout/layout.css';

// Content widgets on every screen; loaded after the route so they never delay its first paint.
const DownloadBar = lazy(() => import('@/features/content/download/DownloadBar'));
const FloatingService = lazy(() => import('@/features/content/service/FloatingService'));

/** The frame around every screen: status gate, bars, menus, footer and global notices. */
export function AppShell() {
  const location = useLocation();
  const route = routeForPath(location.pathname);
  const theme = useUiStore((s) => s.theme);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className={`app ${route.hideBottomMenu ? 'app--no-bottom' : ''}`}>
      <StatusGate>
        {route.header === 'none' ? <BrandBar /> : <TitleBar route={route} />}
        <main className="app__main" id="main">
          <div className="app__route">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
          {!route.hideFooter && <SiteFooterSlot />}
        </main>
        {!route.hideBottomMenu && <BottomMenu />}
        <SideMenu />
        <Suspense fallback={null}>
          <DownloadBar />
          <FloatingService />
        </Suspense>
        <SessionWatcher />
      </StatusGate>
      <NetworkNotice />
      <Toaster />
    </div>
  );
}
