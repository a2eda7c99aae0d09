/**
 * Fuzz (docs/reliability.md, "Tests"): the open-account form of the agent area (member or sub-agent), given random
 * username and passwords, never crashes; it opens once what the rules accept, else says why next
 * to each refused field, and keeps what was typed.
 */
import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { api } from '@/api';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { validateOpenAccount } from '../../lib/open-account';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { AgentRegisterPage } from './AgentRegisterPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { agentRegister: vi.fn() },
}));
const agentRegister = vi.mocked(api.agentRegister);

beforeAll(setupAgentI18n);

const typed = fc.tuple(
  formInput(
    fc
      .record({
        Username: fc.stringMatching(/^ ?[A-Za-z][A-Za-z0-9]{3,15} ?$/),
        Password: fc.string({ minLength: 6, maxLength: 16 }),
      })
      .map((form) => ({ ...form, 'Confirm password': form.Password })),
  ),
  fc.constantFrom('Member', 'Agent'),
);

it('opens once what the rules accept, else says why; keeps the input', () =>
  fuzzForm(typed, async ([text, accountType]) => {
    agentRegister.mockReset().mockImplementation(never);
    signInAs('agent01', 1);
    renderAgent(<AgentRegisterPage />, { path: '/m/agentRegister' });
    fireEvent.click(screen.getByRole('radio', { name: accountType }));
    const held = pasteAll(text);
    const button = screen.getByRole('button', { name: 'Open account' });
    const outcome = await submitAndSettle(button, agentRegister);
    expectAnswered(outcome, button, held);
    const errors = validateOpenAccount({
      username: held.Username,
      password: held.Password,
      confirmPassword: held['Confirm password'],
    });
    expect(outcome.messages).toHaveLength(Object.keys(errors).length);
    expect(outcome.calls === 1).toBe(Object.keys(errors).length === 0);
    if (outcome.calls) {
      expect(agentRegister).toHaveBeenCalledWith({
        accountType: accountType === 'Member' ? 0 : 1,
        username: held.Username.trim(),
        password: held.Password,
        confirmPassword: held['Confirm password'],
      });
    }
  }));
