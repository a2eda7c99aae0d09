import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { isReadableCustomerServiceLink, isReadableSiteStatus } from '@/api/readable/site-status';
import type { SiteStatus, SiteStatusCode, WhitelabelNode } from '@/api/types/site';
import { STATUS_REFRESH_MS } from '@/config/constants';
import { getConfig } from '@/config/runtime';
import { isBoolean, isRecordOf } from '@/lib/guards';
import { persistedQuery } from '@/lib/persisted-query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { imageCdnList, pickCdn, resolveImageUrl } from '@/lib/image-url';
import { judgeUrl, urlOf } from '@/lib/url-policy';
import { siteKeys } from './keys';

/** 0 normal; 1 maintenance (also when the region is restricted too); 2 region-restricted. */
export function statusCode(status: Pick<SiteStatus, 'maintenance' | 'regionRestriction'> | undefined): SiteStatusCode {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

export const siteStatusQueryOptions = () => ({
  ...persistedQuery(siteKeys.status(), STORAGE_KEYS.siteStatus, isReadableSiteStatus, () => api.systemStatus()),
  refetchInterval: STATUS_REFRESH_MS,
  // QA switches maintenance on in the Demo panel and comes back to the tab: asked again at once.
  refetchOnWindowFocus: 'always' as const,
  refetchOnReconnect: 'always' as const,
  // Fresh until the next background refresh is due: every tile reads the status (its image CDNs),
  // and with no freshness each one that mounted after an answer would ask again (five calls on one
  // /m/home load). The cached copy from localStorage is stale from the start (persistedQuery).
  staleTime: STATUS_REFRESH_MS,
});

/**
 * What the app start waits for (accounts-and-access §2: "waits for the language load and a status
 * fetch"): nothing when a status is at hand (the cached copy paints at once, refreshed in the
 * background); on a first visit the server's answer, so maintenance never shows a usable page first.
 * A failed fetch lets the app start: the gate reads no status as normal and the refresh retries.
 */
export async function firstSiteStatus(queryClient: QueryClient): Promise<void> {
  const options = siteStatusQueryOptions();
  if (siteStatusAtHand(queryClient) !== undefined) return;
  // One try, even offline (a paused query would hold the start until the network is back).
  await queryClient.fetchQuery({ ...options, retry: false, networkMode: 'always' }).catch(() => undefined);
}

/** The status the app has without asking: the answer in the query cache, else the copy kept from an earlier visit. */
export function siteStatusAtHand(queryClient: QueryClient): SiteStatus | undefined {
  const options = siteStatusQueryOptions();
  return queryClient.getQueryData<SiteStatus>(options.queryKey) ?? options.initialData();
}

/** Site status, from the local cache at once and refreshed in the background. */
export const useSiteStatus = () => useQuery(siteStatusQueryOptions());

/** Flatten the whitelabel tree into `{ MODID: true|false }`. */
export function flattenWhitelabel(
  nodes: WhitelabelNode[] | undefined,
  into: Record<string, boolean> = {},
): Record<string, boolean> {
  for (const node of nodes ?? []) {
    into[node.modId] = node.enabled === '1';
    flattenWhitelabel(node.childrenNodes, into);
  }
  return into;
}

export const siteFlagsQueryOptions = () => ({
  ...persistedQuery(siteKeys.flags(), STORAGE_KEYS.whitelabel, isRecordOf(isBoolean), async () =>
    flattenWhitelabel(await api.whitelabel()),
  ),
  staleTime: 5 * 60_000,
});

/** Whitelabel flags and menu keys as a map; unknown keys read as off. */
export function useSiteFlags(): Record<string, boolean> {
  return useQuery(siteFlagsQueryOptions()).data ?? {};
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.settings(), queryFn: () => api.consolidatedSettings(), staleTime: 5 * 60_000 });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

/** A server URL the URL policy lets the app follow, in its parsed form; undefined otherwise. */
const followable = (url: string | undefined) => urlOf(judgeUrl(url)) ?? undefined;

/** games-and-content §9 "cached locally": a return visit has the link at once while the call refreshes it. */
export const customerServiceLinkQueryOptions = () => ({
  ...persistedQuery(
    siteKeys.customerServiceLink(),
    STORAGE_KEYS.customerServiceLink,
    isReadableCustomerServiceLink,
    () => api.customerServiceLink(),
  ),
  staleTime: 5 * 60_000,
});

/**
 * Customer-service link: the status carries it; the dedicated call is the fallback. Only a link the
 * URL policy allows counts, so a refused one falls back like a missing one (the /m/customer page).
 */
export function useCustomerServiceUrl(): string | undefined {
  const status = useSiteStatus().data;
  const fromStatus = followable(status?.info.customerService);
  const link = useQuery({ ...customerServiceLinkQueryOptions(), enabled: !!status && !fromStatus });
  return fromStatus ?? followable(link.data?.url);
}

/** Resolve server image paths against an image CDN (the deployment's, the status's or the default; src/lib/image-url.ts). */
export function useImageUrl(): (path: string | undefined) => string {
  return imageUrlResolver(useSiteStatus().data);
}

/** The same resolution as useImageUrl, for a status at hand (outside React: a route's loader). */
export function imageUrlResolver(status: SiteStatus | undefined): (path: string | undefined) => string {
  const cdn = pickCdn(imageCdnList(getConfig().imageCdns, status?.info.imageCDNs));
  return (path) => resolveImageUrl(path, cdn);
}
