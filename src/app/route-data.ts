import type { LanguageCode } from '@/api/types/common';
import { isAgentType } from '@/config/constants';
import { ROUTE_BY_ID, type RouteId } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { queryClient } from './query-client';

/** What a route's first queries are built from (the session and language of the navigation), and how to start them. */
export interface RouteDataContext {
  session: SessionInfo | null;
  user: string | undefined;
  language: LanguageCode;
  /** Starts a query (the feature's queryOptions, the same key the screen reads) without waiting for it. */
  start: typeof queryClient.prefetchQuery;
  /** The same for a paged list (infiniteQueryOptions): its first page. */
  startPages: typeof queryClient.prefetchInfiniteQuery;
}

export interface RouteDataOptions {
  /** Only for agents: the dashboard sends everyone else away, so their calls would be wasted. */
  agentOnly?: boolean;
}

/**
 * A route's `clientLoader`: starts its first screen's queries together with the route's code, on every navigation,
 * and returns at once, so the page renders its own loading state. Nothing starts for a visitor on a route that needs
 * a session (the session gate sends them to login) or for a non-agent on an agent route.
 */
export function startRouteData(
  id: RouteId,
  startQueries: (context: RouteDataContext) => unknown,
  { agentOnly = false }: RouteDataOptions = {},
): null {
  const { session } = useSessionStore.getState();
  if ((ROUTE_BY_ID[id].auth || agentOnly) && !session) return null;
  if (agentOnly && !isAgentType(session?.type)) return null;
  startQueries({
    session,
    user: session?.userName,
    language: currentLanguage(),
    start: (options) => queryClient.prefetchQuery(options),
    startPages: (options) => queryClient.prefetchInfiniteQuery(options),
  });
  return null;
}
