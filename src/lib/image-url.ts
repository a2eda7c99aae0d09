/** Image CDN: one picked at random from the list per page load (spec §9), then reused. */
let picked: { list: string; cdn: string } | null = null;

export function pickCdn(cdns: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!cdns || cdns.length === 0) return '';
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
