import { useCurrentRoute } from '../route-handle';
import { BottomMenu } from './BottomMenu';
import { BrandBar } from './BrandBar';
import { PageSkeleton } from './PageSkeleton';
import { TitleBar } from './TitleBar';

/**
 * The frame a screen paints before its code and data are in: the shell's HydrateFallback
 * (src/app/AppShell.tsx), rendered into each route's HTML at build time and hydrated in the
 * browser. The same bars, skeleton and menu as the shell, by the route's handle; the parts that
 * depend on the visitor (login buttons or balance) are neutral shapes, and the text is the
 * build's default language until the shell renders (docs/performance.md, "The prerendered frame").
 * Inert: its controls work once the real shell has replaced it.
 */
export function ShellSkeleton() {
  const route = useCurrentRoute();
  return (
    <div className={`app ${route.hideBottomMenu ? 'app--no-bottom' : ''}`} inert>
      {route.header === 'none' ? <BrandBar placeholder /> : <TitleBar route={route} />}
      <main className="app__main">
        <div className="app__route">
          <PageSkeleton banner={route.banner} />
        </div>
      </main>
      {!route.hideBottomMenu && <BottomMenu />}
    </div>
  );
}
