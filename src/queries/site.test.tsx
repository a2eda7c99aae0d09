import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api, ApiError, UNREADABLE_ANSWER_CODE } from '@/api';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { siteStatus } from './testing/site-status';
import { flattenWhitelabel, statusCode, useCustomerServiceUrl, useSiteStatus } from './site';

describe('system status gate', () => {
  it('maps the flags to 0 normal, 1 maintenance (also both), 2 region-restricted', () => {
    expect(statusCode({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(statusCode({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(statusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(statusCode({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(statusCode(undefined)).toBe(0);
  });
});

describe('whitelabel flags', () => {
  it('flattens the node tree into a flag map', () => {
    expect(
      flattenWhitelabel([
        {
          modId: 'CBS3',
          enabled: '1',
          childrenNodes: [
            { modId: 'MAILCEN', enabled: '0' },
            { modId: 'AGEPAG', enabled: '1', childrenNodes: [] },
          ],
        },
        { modId: 'GOOGLELOGIN3', enabled: '0' },
      ]),
    ).toEqual({ CBS3: true, MAILCEN: false, AGEPAG: true, GOOGLELOGIN3: false });
  });
});

describe('site status refresh', () => {
  const status = siteStatus();
  afterEach(() => {
    vi.restoreAllMocks();
    focusManager.setFocused(undefined);
  });

  function renderReaders(client: QueryClient, count: number) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return Array.from({ length: count }, () => renderHook(() => useSiteStatus(), { wrapper }));
  }

  it('keeps the status locally (§9): a later visit reads it at once while the refresh goes out', async () => {
    const full = siteStatus();
    const systemStatus = vi.spyOn(api, 'systemStatus').mockResolvedValue(full);
    const [first] = renderReaders(new QueryClient(), 1);
    await waitFor(() => expect(first.result.current.data).toEqual(full));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.siteStatus)!)).toEqual(full);
    systemStatus.mockReturnValue(new Promise(() => undefined));
    const [later] = renderReaders(new QueryClient(), 1);
    expect(later.result.current.data).toEqual(full);
    await waitFor(() => expect(systemStatus).toHaveBeenCalledTimes(2));
  });

  it('keeps the kept copy when the refresh fails, as an answer the screens cannot read does (src/api/readable/site.ts)', async () => {
    localStorage.setItem(
      STORAGE_KEYS.siteStatus,
      JSON.stringify(siteStatus({ customerService: 'https://kept.example' })),
    );
    vi.spyOn(api, 'systemStatus').mockRejectedValue(new ApiError('server', 'systemStatus', UNREADABLE_ANSWER_CODE));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [reader] = renderReaders(client, 1);
    await waitFor(() => expect(reader.result.current.error).toMatchObject({ errorCode: 'answer.unreadable' }));
    expect(reader.result.current.data?.info.customerService).toBe('https://kept.example');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.siteStatus)!).info.customerService).toBe(
      'https://kept.example',
    );
  });

  it('asks once for every reader that mounts before the next refresh is due, and again when the tab regains focus', async () => {
    const systemStatus = vi.spyOn(api, 'systemStatus').mockResolvedValue(status);
    const client = new QueryClient();
    const [first] = renderReaders(client, 1);
    await waitFor(() => expect(first.result.current.isFetching).toBe(false));
    renderReaders(client, 3); // tiles mounting after the answer
    await waitFor(() => expect(first.result.current.data).toEqual(status));
    expect(systemStatus).toHaveBeenCalledTimes(1);

    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(systemStatus).toHaveBeenCalledTimes(2));
  });
});

describe('customer-service link', () => {
  const statusWith = (customerService: string) => siteStatus({ customerService });
  afterEach(() => vi.restoreAllMocks());

  function renderLink() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useCustomerServiceUrl(), { wrapper });
  }

  it('takes the status link when the URL policy allows it, in its parsed form', async () => {
    vi.spyOn(api, 'systemStatus').mockResolvedValue(statusWith('https://support.example.com'));
    const link = vi.spyOn(api, 'customerServiceLink');
    const { result } = renderLink();
    await waitFor(() => expect(result.current).toBe('https://support.example.com/'));
    expect(link).not.toHaveBeenCalled();
  });

  it('treats a refused status link as missing: the dedicated call, then nothing if that is refused too', async () => {
    vi.spyOn(api, 'systemStatus').mockResolvedValue(statusWith(' javascript:window.__xss=1'));
    const link = vi.spyOn(api, 'customerServiceLink').mockResolvedValue({ url: 'https://help.example.com/chat' });
    const { result } = renderLink();
    await waitFor(() => expect(result.current).toBe('https://help.example.com/chat'));
    link.mockResolvedValue({ url: '//evil.example/x' });
    const second = renderLink();
    await waitFor(() => expect(link).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(second.result.current).toBeUndefined());
  });

  it("keeps the dedicated call's link locally (§9): a later visit has it at once while the call refreshes it", async () => {
    vi.spyOn(api, 'systemStatus').mockResolvedValue(statusWith(''));
    const link = vi.spyOn(api, 'customerServiceLink').mockResolvedValue({ url: 'https://help.example.com/chat' });
    const first = renderLink();
    await waitFor(() => expect(first.result.current).toBe('https://help.example.com/chat'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customerServiceLink)!)).toEqual({
      url: 'https://help.example.com/chat',
    });

    link.mockReturnValue(new Promise(() => undefined));
    const later = renderLink();
    await waitFor(() => expect(link).toHaveBeenCalledTimes(2));
    expect(later.result.current).toBe('https://help.example.com/chat');
  });
});
