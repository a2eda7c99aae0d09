import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from '@/api';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { vendorGameTypesQueryOptions } from './vendors';

const TYPES = { RNG: [{ vassalage: 'PG', displayName: 'PG Soft' }] };

function renderTypes() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useQuery(vendorGameTypesQueryOptions()), { wrapper });
}

afterEach(() => vi.restoreAllMocks());

describe('vendor game types (§7, §9 "cached locally")', () => {
  it('asks typeId 1 (the client adds the merchant code), keeps the answer locally, and a later visit has it at once', async () => {
    const call = vi.spyOn(api, 'vendorGameTypes').mockResolvedValue(TYPES);
    const first = renderTypes();
    await waitFor(() => expect(first.result.current.data).toEqual(TYPES));
    expect(call).toHaveBeenCalledWith({ typeId: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.vendorGameTypes)!)).toEqual(TYPES);

    call.mockReturnValue(new Promise(() => undefined));
    const later = renderTypes();
    expect(later.result.current.data).toEqual(TYPES);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });
});
