import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import { expectFieldValues, renderAgent, setupAgentI18n, signInAs, submitRepeatedly } from '../../testing/render';
import { AgentRegisterPage } from './AgentRegisterPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { agentRegister: vi.fn() },
}));
const agentRegister = vi.mocked(api.agentRegister);

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.clearAllMocks();
  signInAs('agent01', 1);
});

const input = (label: string) => screen.getByLabelText(label, { exact: true });
const openButton = () => screen.getByRole('button', { name: /^(Open account|Opening…)$/ });

async function fill() {
  await userEvent.type(input('Username'), 'newteam01');
  await userEvent.type(input('Password'), 'abc12345');
  await userEvent.type(input('Confirm password'), 'abc12345');
}

describe('open account while pending and after a failure', () => {
  it('sends once however often it is submitted while the call is pending', async () => {
    agentRegister.mockImplementation(() => new Promise(() => undefined));
    renderAgent(<AgentRegisterPage />, { path: '/m/agentRegister' });
    await fill();
    await submitRepeatedly(openButton());
    await waitFor(() => expect(agentRegister).toHaveBeenCalledTimes(1));
    expect(openButton()).toBeDisabled();
    expect(openButton()).toHaveTextContent('Opening…');
  });

  it('says why next to the button, ends the wait and keeps what was typed', async () => {
    agentRegister.mockRejectedValue(new ApiError('business', 'agentRegister', 'permission.denied'));
    renderAgent(<AgentRegisterPage />, { path: '/m/agentRegister' });
    await fill();
    await userEvent.click(openButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
    );
    expect(openButton()).toBeEnabled();
    expect(openButton()).toHaveTextContent('Open account');
    expectFieldValues({ Username: 'newteam01', Password: 'abc12345', 'Confirm password': 'abc12345' });
  });

  it('puts a taken name under the username field and keeps the passwords', async () => {
    agentRegister.mockRejectedValue(new ApiError('business', 'agentRegister', 'username.exists'));
    renderAgent(<AgentRegisterPage />, { path: '/m/agentRegister' });
    await fill();
    await userEvent.click(openButton());
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();
    expect(input('Username')).toHaveFocus();
    expect(input('Password')).toHaveValue('abc12345');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
