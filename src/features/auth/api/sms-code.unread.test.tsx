import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useToastStore } from '@/components/ui/toast';
import { setUpMockServer } from '../../../../mock-server/testing';
import { setupAuthI18n } from '../testing/render';
import { useSmsCode } from './sms-code';

/** A code request the platform answered with success in a body the app cannot read (`mock.drift`), through the real HTTP adapter. */
vi.mock('../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

setUpMockServer({ drift: ['smsRegister'] });
beforeAll(setupAuthI18n);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('useSmsCode: a code request whose answer cannot be read', () => {
  it('says "SMS sent" and counts down the default 60 s, so the player types the code rather than asking again', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSmsCode('register'), { wrapper });
    act(() => result.current.send({ countryDialingCode: '+84', mobileNum: '987654321' }));

    await waitFor(() => expect(result.current.running).toBe(true));
    expect(result.current.seconds).toBe(60);
    const toasts = useToastStore.getState().toasts.map(({ kind, text }) => ({ kind, text }));
    expect(toasts).toEqual([{ kind: 'success', text: 'SMS sent' }]);
  });
});
