import { i18next } from '@/lib/i18n';

type RouteModules = Record<string, { clientLoader?: (args: unknown) => unknown }>;

/** i18next picks the language a task after its set-up starts (then asks for that language's file): resolves then. */
export const languageChosen = (): Promise<void> =>
  new Promise((resolve) => {
    const chosen = () => {
      i18next.off('languageChanging', chosen);
      resolve();
    };
    i18next.on('languageChanging', chosen);
  });

/**
 * The first screen's calls, without waiting for the locale file: React Router's module script has
 * imported the page's route modules, and their clientLoaders only start queries (no route has a
 * path parameter). The router runs them again as it hydrates and finds the calls under way.
 */
export function startFirstScreenCalls(
  modules: RouteModules | undefined = (window as { __reactRouterRouteModules?: RouteModules })
    .__reactRouterRouteModules,
): void {
  const args = { request: new Request(window.location.href), params: {} };
  for (const module of Object.values(modules ?? {})) {
    try {
      void Promise.resolve(module.clientLoader?.(args)).catch(() => undefined);
    } catch {
      // The router runs it again, and handles what it throws.
    }
  }
}
