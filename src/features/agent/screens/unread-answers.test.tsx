import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { Toaster } from '@/components/ui/toast';
import { openSession, setUpMockServer } from '../../../../mock-server/testing';
import { renderAgent, setupAgentI18n } from '../testing/render';
import { ContractPage } from './contracts/ContractPage';
import { RebateSettingsPage } from './rebate/RebateSettingsPage';
import { AgentRegisterPage } from './register/AgentRegisterPage';

/**
 * Agent actions the platform answered with success in a body the app cannot read (`mock.drift`),
 * through the real HTTP adapter: each says it was done, never "Request failed", and the screen shows
 * what the server holds now.
 */
vi.mock('../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer();
beforeAll(setupAgentI18n);
beforeEach(() => openSession(mock(), 'agent01'));

const ACTION_FAILED = 'Request failed, please try again';

describe('agent actions whose answer cannot be read', () => {
  it('signing a contract: "Contract signed", and the contract read afresh shows it signed', async () => {
    mock().set({ drift: ['signContract'] });
    renderAgent(
      <>
        <ContractPage kind="dailySalary" />
        <Toaster />
      </>,
      { path: '/m/member/agent/getSalaryContract' },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the contract terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign contract' }));

    expect(await screen.findByText('Contract signed')).toBeInTheDocument();
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign contract' })).not.toBeInTheDocument();
    expect(screen.queryByText(ACTION_FAILED)).not.toBeInTheDocument();
  });

  it('saving rebate settings: "Rebate settings saved", and the settings are read afresh', async () => {
    mock().set({ drift: ['saveRebateSettings'] });
    const settingsReads = vi.spyOn(api, 'rebateSettings');
    const { client } = renderAgent(
      <>
        <RebateSettingsPage />
        <Toaster />
      </>,
      { path: '/m/member/agent/agentRebeat' },
    );
    const slots = await screen.findByLabelText('Downline rate for Slots (%)');
    await userEvent.clear(slots);
    await userEvent.type(slots, '0.4');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Rebate settings saved')).toBeInTheDocument();
    await waitFor(() => expect(settingsReads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect((await api.rebateSettings()).find((item) => item.gameType === 'RNG')?.downlineRate).toBe(0.4);
    expect(await screen.findByLabelText('Downline rate for Slots (%)')).toHaveValue('0.4');
    expect(screen.queryByText(ACTION_FAILED)).not.toBeInTheDocument();
  });

  it('opening an account: the dialog names the account asked for, which has joined the team', async () => {
    mock().set({ drift: ['agentRegister'] });
    renderAgent(<AgentRegisterPage />, { path: '/m/agentRegister' });
    await userEvent.type(screen.getByLabelText('Username', { exact: true }), 'newteam01');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'abc12345');
    await userEvent.type(screen.getByLabelText('Confirm password', { exact: true }), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));

    const opened = await screen.findByRole('dialog', { name: 'Account opened' });
    expect(within(opened).getByText('Member account newteam01 has joined your team.')).toBeInTheDocument();
    expect(mock().db.userByName('newteam01')).toBeDefined();
    expect(screen.queryByText(ACTION_FAILED)).not.toBeInTheDocument();
  });
});
