import type { EntryContext } from 'react-router';
import type { PlannedCall } from '@/api/first-calls';
import { ENDPOINTS } from '@/api/endpoints';
import { buildTimeConfig, RUNTIME_CONFIG_SCRIPT } from '@/config/runtime';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { firstCallsScript, type FirstCallsPlan } from './first-calls-script';
import { startFirstScreenCalls, type RouteModules } from './first-screen-calls';
import { queryClient } from './query-client';

/** Macrotask turns the client's steps before it fetches take (config, backend, encryption of none). */
const TURNS_BEFORE_FETCH = 5;

/**
 * At build time (src/app/entry.server.tsx): the calls a page's route modules' clientLoaders make
 * on a first visit (no session, the build's language and settings), as the app makes them (the same
 * client, the same payloads). They run with a fetch that writes each request down and fails it,
 * so nothing waits and nothing is retried.
 */
export async function recordFirstCalls(context: EntryContext, url: string): Promise<FirstCallsPlan['calls']> {
  const calls: PlannedCall[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : null,
    });
    return Promise.reject(new TypeError('recorded, not sent'));
  }) as typeof fetch;
  queryClient.clear();
  try {
    const modules = context.routeModules as RouteModules;
    startFirstScreenCalls(
      Object.fromEntries(context.staticHandlerContext.matches.map(({ route }) => [route.id, modules[route.id]])),
      url,
    );
    for (let turn = 0; turn < TURNS_BEFORE_FETCH; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    globalThis.fetch = realFetch;
    await queryClient.cancelQueries();
    queryClient.clear();
  }
  // The site status is kept in storage: a later visit has it and does not ask at start.
  const statusUrl = buildTimeConfig.apiBase + ENDPOINTS.systemStatus.path;
  return calls.map((call) => (call.url === statusUrl ? { ...call, unlessStored: STORAGE_KEYS.siteStatus } : call));
}

/** The page with its first calls' script after the config file's (live builds); unchanged without calls or that script. */
export function withFirstCallsScript(html: string, plan: FirstCallsPlan): string {
  const configScript = html.indexOf(RUNTIME_CONFIG_SCRIPT);
  if (configScript < 0 || plan.calls.length === 0) return html;
  const end = html.indexOf('</script>', configScript) + '</script>'.length;
  return `${html.slice(0, end)}<script>${firstCallsScript(plan)}</script>${html.slice(end)}`;
}
