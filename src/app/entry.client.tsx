import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { HydratedRouter } from 'react-router/dom';
import { waitForBackend } from '@/api/backend-ready';
import { loadRuntimeOverrides } from '@/config/runtime';
import { setupI18n } from '@/lib/i18n';
import { toast } from '@/components/ui/toast/toast-store';
import { appRootCreated } from '@/lib/app-root';
import { adoptLinkToken, takeLinkToken } from './session-from-url';
import { takeMockQuery } from './mock-address';
import { queryClient } from './query-client';
import { framedByAnotherOrigin } from './framing';
import { handleFailedImports } from './failed-imports';
import { ROUTE_MODULES_FAILED } from './boot-script';
import { loadPageRouteModules } from './route-code';
import { languageChosen, startFirstScreenCalls } from './first-screen-calls';

/**
 * Demo builds answer every call in the browser, from a mock backend in a worker. It starts
 * alongside the first render, not before it: API calls wait for its small page-side client
 * (src/api/backend-ready.ts), the skeletons do not. MODE is a build-time constant, so the live
 * bundle contains neither this import nor anything it pulls in.
 */
function startBackend(): void {
  if (import.meta.env.MODE === 'demo') {
    const search = takeMockQuery();
    // eslint-disable-next-line import-x/no-restricted-paths -- the demo build's mock backend, dead code in live builds
    waitForBackend(import('@mock/worker/client').then((mock) => mock.startMockWorker(search)));
  } else {
    void loadRuntimeOverrides();
  }
}

/**
 * The page's prerendered frame (the shell's HydrateFallback) is already painted. Before React
 * takes it over: the framing check, a link's token out of the address and its session adopted,
 * the backend started, i18n set up. The route modules' clientLoaders start their calls once the
 * language is known (startFirstScreenCalls), while the locale file loads; on a first visit the
 * shell's waits for the site status before the app renders.
 */
async function start() {
  // Inside another site's frame (clickjacking) the app does not start: a link to open it on its own instead.
  if (framedByAnotherOrigin()) {
    const { showFramedNotice } = await import('./FramedNotice');
    return showFramedNotice();
  }
  // A lazily loaded file that fails to arrive: retried, or the page reloaded once after a deploy.
  handleFailedImports();
  // First of all: a link's token leaves the address (before the router or the demo's backend read it).
  const linkToken = takeLinkToken();
  startBackend();
  const linkSession = adoptLinkToken(linkToken, queryClient); // whose token it is: asked once the backend is starting
  const language = languageChosen();
  const i18nReady = setupI18n();
  await Promise.race([language, i18nReady]);
  // Not for a link's token: the calls would go out before its session is adopted.
  if (!linkToken && !window[ROUTE_MODULES_FAILED]) startFirstScreenCalls();
  await i18nReady;
  // The page's own module script failed (a route's file gone, offline): its routes' code loaded here instead.
  if (window[ROUTE_MODULES_FAILED]) await loadPageRouteModules();
  // Routing depends on the session's type (an agent's link opens the agent area).
  if (await linkSession) toast.error(i18next.t('errors.linkUnchecked'));
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
  // The demo's Demo panel makes its own root after this one (src/lib/app-root.ts).
  if (import.meta.env.MODE === 'demo') appRootCreated();
}

void start();
