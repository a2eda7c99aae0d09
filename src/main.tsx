import { createRoot } from 'react-dom/client';
import { waitForBackend } from '@/api/backend-ready';
import { loadRuntimeOverrides } from '@/config/runtime';
import { setupI18n } from '@/lib/i18n';
import { adoptLinkToken, takeLinkToken } from '@/app/session-from-url';
import { App } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, routeModuleLoader } from '@/app/router';
import { routeForPath } from '@/config/paths';
import { nextTask } from '@/lib/when-idle';
import { openStorage } from '@/lib/storage';
import { framedByAnotherOrigin } from '@/app/framing';
import { handleFailedImports } from '@/app/failed-imports';
import '@/styles/global.css';

/**
 * Demo builds answer every call in the browser, from a mock backend in a worker. It starts
 * alongside the first render, not before it: API calls wait for its small page-side client
 * (src/api/backend-ready.ts), the shell and skeletons do not. MODE is a build-time constant, so
 * the live bundle contains neither this import nor anything it pulls in.
 */
function startBackend(): void {
  if (import.meta.env.MODE === 'demo') {
    const { search } = window.location;
    // eslint-disable-next-line import-x/no-restricted-paths -- the demo build's mock backend, dead code in live builds
    waitForBackend(import('@mock/worker/client').then((mock) => mock.startMockWorker(search)));
  } else {
    void loadRuntimeOverrides();
  }
}

/**
 * The built pages paint a static copy of the shell (#prepaint, build/prerender-shell.ts) before
 * this script runs. It stays until React has put the real shell into #root (React Router renders
 * nothing until the route's lazy module is in), and goes in that same frame.
 */
function replacePrepaintWhenMounted(root: HTMLElement) {
  const prepaint = document.getElementById('prepaint');
  if (!prepaint) return;
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild) return;
    observer.disconnect();
    prepaint.remove();
  });
  observer.observe(root, { childList: true });
}

async function bootstrap() {
  // Inside another site's frame (clickjacking) the app does not start: a link to open it on its own instead.
  if (framedByAnotherOrigin()) {
    const { showFramedNotice } = await import('@/app/FramedNotice');
    return showFramedNotice();
  }
  // A route's code that fails to arrive: retried, or the page reloaded once after a deploy.
  handleFailedImports();
  // First of all: a link's token leaves the address (before the router or the demo's backend read it).
  const linkToken = takeLinkToken();
  // Start-up runs as a few short tasks, not one long one (docs/performance.md, "Start-up"): the
  // modules' evaluation, then the route's preload (Vite's helper adds its stylesheets), the first
  // sessionStorage access, the router, i18next's set-up, then the first render; the browser can
  // paint and take input in between.
  await nextTask();
  // The current route's chunk, the locale chunk and (demo) the mock backend load in parallel;
  // only the locale is awaited before render (the router asks for the same, by then cached, module).
  const route = routeModuleLoader(routeForPath(window.location.pathname).id)?.();
  startBackend();
  const queryClient = createQueryClient();
  const linkSession = adoptLinkToken(linkToken, queryClient); // whose token it is: asked once the backend is starting
  await nextTask();
  // The router reads sessionStorage as it starts (its view-transition state); the page's first
  // access to it waits on the browser process, so that wait is a task of its own, not part of the router's.
  openStorage('session');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  await setupI18n();
  // The route's first-screen calls (its banners: the largest paint) go out now, not once it has rendered.
  // (Code that fails to arrive shows the route's error view: src/app/failed-imports.ts.)
  void route?.then((module) => module.prefetch?.(queryClient)).catch(() => undefined);
  await linkSession; // routing depends on the session's type (an agent's link opens the agent area)
  const root = document.getElementById('root')!;
  replacePrepaintWhenMounted(root);
  createRoot(root).render(<App queryClient={queryClient} router={router} />);
}

void bootstrap();
