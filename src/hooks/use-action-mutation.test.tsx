import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/api';
import { useActionMutation } from './use-action-mutation';

const KEY = ['settings', 'agent01'];

function setup(mutationFn: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(KEY, 'before');
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onSuccess = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useActionMutation({ mutationFn, answerKey: () => KEY, onSuccess }), { wrapper });
  act(() => result.current.mutate());
  return { client, invalidate, onSuccess, result };
}

describe('useActionMutation', () => {
  it('puts a readable answer in its query', async () => {
    const { client, invalidate, onSuccess, result } = setup(async () => 'saved');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(KEY)).toBe('saved');
    expect(onSuccess).toHaveBeenCalledWith('saved', undefined, undefined, expect.anything());
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('makes the success of an answer it cannot read a success without an answer, and reads its query afresh', async () => {
    const { client, invalidate, onSuccess, result } = setup(() =>
      Promise.reject(new ApiError('doneUnread', 'saveRebateSettings', 'answer.unreadable')),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(onSuccess).toHaveBeenCalledWith(undefined, undefined, undefined, expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY });
    expect(client.getQueryData(KEY)).toBe('before');
  });

  it('leaves every other failure a failure', async () => {
    const failure = new ApiError('server', 'saveRebateSettings', 'answer.unreadable');
    const { invalidate, onSuccess, result } = setup(() => Promise.reject(failure));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
