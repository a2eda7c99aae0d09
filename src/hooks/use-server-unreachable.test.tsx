// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from '@/api';
import { screenLostNetwork } from './use-server-unreachable';

/** A query on screen (observed) that failed with `error`; `observed: false` once its screen is gone. */
async function failedQuery(client: QueryClient, error: unknown, observed = true) {
  const observer = new QueryObserver(client, {
    queryKey: ['q', String(error)],
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
  if (!observed) unsubscribe();
}

describe('screenLostNetwork', () => {
  it('is true when a query on screen failed for want of a network', async () => {
    const client = new QueryClient();
    expect(screenLostNetwork(client.getQueryCache())).toBe(false);
    await failedQuery(client, new ApiError('network', 'siteStatus'));
    expect(screenLostNetwork(client.getQueryCache())).toBe(true);
  });

  it('is false for a server or business failure, and for a query no screen shows any more', async () => {
    const client = new QueryClient();
    await failedQuery(client, new ApiError('server', 'siteStatus'));
    await failedQuery(client, new ApiError('business', 'siteStatus', 'x.y'));
    await failedQuery(client, new ApiError('network', 'memberInfo'), false);
    expect(screenLostNetwork(client.getQueryCache())).toBe(false);
  });
});
