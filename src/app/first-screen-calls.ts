import { i18next } from '@/lib/i18n';

export type RouteModules = Record<string, { clientLoader?: (args: unknown) => unknown } | undefined>;

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
 * path parameter). The router runs them again as it hydrates and finds the calls under way. The
 * build runs them too, for `url`, to record a page's first calls (./first-calls-plan.ts).
 */
export function startFirstScreenCalls(
  modules: RouteModules | undefined = (window as { __reactRouterRouteModules?: RouteModules })
    .__reactRouterRouteModules,
  url: string = window.location.href,
): void {
  const args = { request: new Request(url), params: {} };
  for (const module of Object.values(modules ?? {})) {
    try {
      void Promise.resolve(module?.clientLoader?.(args)).catch(() => undefined);
    } catch {
      // The router runs it again, and handles what it throws.
    }
  }
}
