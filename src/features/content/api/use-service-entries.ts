import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { CustomerServiceEntry } from '@/api/types/site';
import { judgeUrl, urlOf } from '@/lib/url-policy';
import { CONTENT_STALE_MS, SERVICE_ENTRY_KEY_LENGTH } from '../constants';
import { contentKeys } from './keys';

export interface ServiceLink {
  title: string;
  url: string;
}

/** Decrypt each entry's path (its last 8 characters are the key); entries that do not decrypt, or whose URL the URL policy refuses, are dropped. */
export async function decodeServiceEntries(entries: CustomerServiceEntry[]): Promise<ServiceLink[]> {
  // The cipher (node-forge) is heavy: it loads only when the page needs it.
  const { decryptBody } = await import('@/api/cipher');
  return entries.flatMap((entry) => {
    const key = entry.path.slice(-SERVICE_ENTRY_KEY_LENGTH);
    try {
      const url = urlOf(judgeUrl(decryptBody(entry.path.slice(0, -SERVICE_ENTRY_KEY_LENGTH), key)));
      return url ? [{ title: entry.title, url }] : [];
    } catch {
      return [];
    }
  });
}

/** Customer-service entries with their decrypted links. */
export const serviceEntriesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.serviceEntries(),
    queryFn: async () => decodeServiceEntries(await api.customerServiceEntries()),
    staleTime: CONTENT_STALE_MS,
  });

export const useServiceEntries = () => useQuery(serviceEntriesQueryOptions());
