import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSingleFlightMutation } from './use-single-flight-mutation';

function setup(mutationFn: () => Promise<string>, onSettled = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { onSettled, ...renderHook(() => useSingleFlightMutation({ mutationFn, onSettled }), { wrapper }) };
}

describe('useSingleFlightMutation', () => {
  it('ignores a second mutate in the same tick (before isPending re-renders), and sends again once settled', async () => {
    let answer!: (value: string) => void;
    const mutationFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result, onSettled } = setup(mutationFn);

    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await waitFor(() => expect(mutationFn).toHaveBeenCalled());
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => answer('ok'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSettled).toHaveBeenCalledTimes(1);

    act(() => result.current.mutate());
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });

  it('unlocks after a failure, so the user can submit again', async () => {
    const mutationFn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    const { result } = setup(mutationFn);
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });
});
