import type { DownloadLink } from '@/api/types/site';
import { APP_DOWNLOAD_TYPES, APP_ICON_RESOURCE, type AppDownloadType } from '../constants';

export interface AppLink {
  type: AppDownloadType;
  url: string;
}

const findUrl = (resources: readonly DownloadLink[], type: string) =>
  resources.find((r) => r.resourceType.toUpperCase() === type.toUpperCase() && r.url.trim())?.url.trim();

/** One link per platform resource type (the first with a URL), trimmed, in the page's order. */
export function appDownloadLinks(resources: readonly DownloadLink[] = []): AppLink[] {
  return APP_DOWNLOAD_TYPES.flatMap((type) => {
    const url = findUrl(resources, type);
    return url ? [{ type, url }] : [];
  });
}

export const appIconUrl = (resources: readonly DownloadLink[] = []): string | undefined =>
  findUrl(resources, APP_ICON_RESOURCE);
