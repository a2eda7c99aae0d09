import type { SiteStatus, SiteStatusInfo } from '@/api/types/site';

/**
 * A site status as the platform answers it (the app refuses one without the fields it reads):
 * normal, no CDN, no links, the base templates; `info` and `status` change what a test needs.
 */
export function siteStatus(
  info: Partial<SiteStatusInfo> = {},
  status: Partial<Omit<SiteStatus, 'info'>> = {},
): SiteStatus {
  return {
    info: {
      customerService: '',
      imageCDNs: [],
      mobileTemplate: { mem_cen: '0', dep_func: '0' },
      resources: [],
      ...info,
    },
    location: { ip: '198.51.100.24' },
    maintenance: false,
    regionRestriction: false,
    ...status,
  };
}
