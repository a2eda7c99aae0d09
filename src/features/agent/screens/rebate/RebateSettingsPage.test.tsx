import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import { inPortuguese, renderAgent, setupAgentI18n, signInAs, submitRepeatedly } from '../../testing/render';
import { RebateSettingsPage } from './RebateSettingsPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { rebateSettings: vi.fn(), saveRebateSettings: vi.fn() },
}));
const saveRebateSettings = vi.mocked(api.saveRebateSettings);

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.rebateSettings).mockResolvedValue([{ gameType: 'RNG', ownRate: 1.2, downlineRate: 0.5 }]);
  signInAs('agent01', 1);
});

async function setSlots(rate: string) {
  renderAgent(<RebateSettingsPage />, { path: '/m/member/agent/agentRebeat' });
  const slots = await screen.findByLabelText('Downline rate for Slots (%)');
  await userEvent.clear(slots);
  await userEvent.type(slots, rate);
  return slots;
}

describe('rebate settings while pending and after a failure', () => {
  it('saves once however often it is submitted while the call is pending', async () => {
    saveRebateSettings.mockImplementation(() => new Promise(() => undefined));
    await setSlots('0.4');
    await submitRepeatedly(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saveRebateSettings).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('says why next to the button, ends the wait and keeps the typed rate', async () => {
    saveRebateSettings.mockRejectedValue(new ApiError('business', 'saveRebateSettings', 'validation.range'));
    const slots = await setSlots('0.4');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A number is outside the allowed range, please check it',
    );
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    expect(slots).toHaveValue('0.4');
  });

  it('says a rate above the agent’s own beside its field, as it appears; the rate is typed on the decimal keypad', async () => {
    const slots = await setSlots('2');
    expect(slots).toHaveAttribute('inputmode', 'decimal');
    expect(slots).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter 0 to 1.2, in steps of 0.1');
    expect(saveRebateSettings).not.toHaveBeenCalled();
  });
});

describe('rebate rates in Portuguese', () => {
  it('writes them with a decimal comma and saves what is typed with one', async () => {
    await inPortuguese();
    saveRebateSettings.mockResolvedValue([{ gameType: 'RNG', ownRate: 1.2, downlineRate: 0.7 }]);
    renderAgent(<RebateSettingsPage />, { path: '/m/member/agent/agentRebeat' });
    const slots = await screen.findByLabelText('Taxa da rede para Caça-níqueis (%)');
    expect(slots).toHaveValue('0,5');
    expect(screen.getByText('Sua taxa 1,2%')).toBeInTheDocument();
    await userEvent.clear(slots);
    await userEvent.type(slots, '0,7');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() =>
      expect(saveRebateSettings).toHaveBeenCalledWith({ items: [{ gameType: 'RNG', downlineRate: 0.7 }] }),
    );
  });

  it('says the allowed range with a decimal comma too', async () => {
    await inPortuguese();
    renderAgent(<RebateSettingsPage />, { path: '/m/member/agent/agentRebeat' });
    const slots = await screen.findByLabelText('Taxa da rede para Caça-níqueis (%)');
    await userEvent.clear(slots);
    await userEvent.type(slots, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite de 0 a 1,2, em passos de 0,1');
  });
});
