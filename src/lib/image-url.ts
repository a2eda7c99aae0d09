/**
 * Image CDNs (accounts-and-access §9, games-and-content §9): one picked at random from the list per
 * page load, then reused. The list is the deployment's (`imageCdns`, the origins its
 * Content-Security-Policy allows) when it names any, else the status's `imageCDNs`, else the
 * default list of one entry: the site itself.
 */
export const DEFAULT_IMAGE_CDNS: readonly string[] = ['/'];

/** The CDNs to pick from: the deployment's, else the status's, else the default. */
export function imageCdnList(deployment: readonly string[], status: readonly string[] | undefined): readonly string[] {
  if (deployment.length > 0) return deployment;
  if (status && status.length > 0) return status;
  return DEFAULT_IMAGE_CDNS;
}

let picked: { list: string; cdn: string } | null = null;

/** One of `cdns` at random, the same one for the page's life while the list stays the same. */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  const key = cdns.join('|');
  if (picked?.list !== key) picked = { list: key, cdn: cdns[Math.floor(random() * cdns.length)] ?? '' };
  return picked.cdn;
}

/** Absolute and data URLs pass through; relative paths go under the CDN. */
export function resolveImageUrl(path: string | undefined, cdn: string): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('//')) return path;
  if (!cdn) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
