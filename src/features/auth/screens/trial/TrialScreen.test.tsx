import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallOptions } from '@/api';
import type { LoginPayload } from '@/api/types/auth';
import { getConfig } from '@/config/runtime';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore } from '@/stores/session';
import { locationText, renderAuth, setupAuthI18n } from '../../testing/render';
import { TrialScreen } from './TrialScreen';

const trialLogin = vi.fn<(p: LoginPayload, options?: CallOptions) => Promise<unknown>>();
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    trialAccount: async () => ({ username: 'trial12345678', password: 't123456789' }),
    trialLogin: (p: LoginPayload, options?: CallOptions) => trialLogin(p, options),
  },
}));

beforeAll(setupAuthI18n);

describe('TrialScreen', () => {
  it('creates a trial user, logs in with the trial merchant code (payload and Merchant header) and goes home as type 4', async () => {
    let finish: (v: unknown) => void = () => undefined;
    trialLogin.mockImplementation(() => new Promise((r) => (finish = r)));
    renderAuth(<TrialScreen />, { path: '/m/trail' });
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Creating your trial account, please wait…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeDisabled();
    expect(sessionStorage.getItem(STORAGE_KEYS.trialName)).toBe('trial12345678');
    expect(trialLogin).toHaveBeenCalledWith(
      {
        type: 'username',
        username: 'trial12345678',
        password: 't123456789',
        merchantCode: getConfig().trialMerchantCode,
      },
      { merchantCode: getConfig().trialMerchantCode },
    );
    finish({ token: 'tt', userName: 'trial12345678', customerType: 4, firstTimeLogin: true });
    await waitFor(() => expect(locationText()).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ type: 4, merchantCode: getConfig().trialMerchantCode });
  });
});
