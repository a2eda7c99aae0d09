import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SiteStatus } from '@/api/types/site';
import { imageUrlResolver, siteStatusAtHand, siteStatusQueryOptions } from './site';

/**
 * The first screen's pictures asked for as soon as the answer that names them is in, instead of
 * once their `<img>`s have rendered: with a deployment's pictures on an image CDN that is about a
 * round trip sooner (docs/performance.md, "Image CDN variant"). Each address is resolved as the
 * screen resolves it (useImageUrl, with the site status that names the CDNs), so the `<img>` finds
 * the picture in the page's image cache or on its way. Data URLs (the demo's) need nothing.
 */
export async function preloadPictures(queryClient: QueryClient, paths: readonly (string | undefined)[]): Promise<void> {
  const status = await statusAtHand(queryClient);
  if (status === undefined) return;
  const resolve = imageUrlResolver(status);
  for (const url of new Set(paths.map(resolve))) {
    if (!url || url.startsWith('data:')) continue;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = url;
  }
}

/**
 * The status the screen resolves pictures with: the answer, the copy kept from an earlier visit, or
 * on a first visit the start's own fetch (the shell waits for it; none is started here). Without one,
 * the CDN is not known and nothing is asked for.
 */
async function statusAtHand(queryClient: QueryClient): Promise<SiteStatus | undefined> {
  const known = siteStatusAtHand(queryClient);
  if (known !== undefined) return known;
  const options = siteStatusQueryOptions();
  if (queryClient.getQueryState(options.queryKey)?.fetchStatus !== 'fetching') return undefined;
  return queryClient.fetchQuery(options).catch(() => undefined);
}

/**
 * Once the query `queryKey` has an answer (after a route loader's prefetch of it), the pictures
 * `picturesOf` names in it. A failed or missing answer asks for nothing.
 */
export function preloadPicturesOf<T>(
  queryClient: QueryClient,
  fetched: Promise<unknown>,
  queryKey: QueryKey,
  picturesOf: (data: T) => readonly (string | undefined)[],
): void {
  void fetched.then(() => {
    const data = queryClient.getQueryData<T>(queryKey);
    return data === undefined ? undefined : preloadPictures(queryClient, picturesOf(data));
  });
}
