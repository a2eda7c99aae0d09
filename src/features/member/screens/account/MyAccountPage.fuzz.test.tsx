/**
 * Fuzz (docs/reliability.md, "Tests"): the rendered profile form of my account, given random nickname and email, never
 * crashes; it saves once what the rules accept (trimmed), else says why, and keeps what was typed.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { MemberInfo, ProfileUpdatePayload } from '@/api/types/member';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { profileProblems } from '../../lib/profile-form';
import { MyAccountPage } from './MyAccountPage';

const MEMBER: MemberInfo = { id: 'm1', account: 'demo01', nickname: 'Lucky', type: 0, memberLabel: [], email: '' };
const update = vi.fn<(p: ProfileUpdatePayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberInfo: async () => MEMBER,
    memberInfoUpdate: (p: ProfileUpdatePayload) => update(p),
  },
}));

beforeAll(setupMemberI18n);

const typed = formInput(
  fc.record({
    Nickname: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
    Email: fc.constantFrom('', 'a@b.com', ' x.y@mail.co.uk '),
  }),
);

it('saves once what the rules accept, else says why; keeps the input', () =>
  fuzzForm(typed, async (text) => {
    update.mockReset().mockImplementation(never);
    localStorage.clear();
    signInAs();
    renderMember(<MyAccountPage />, { path: '/m/myAccount/index' });
    await screen.findByRole('heading', { name: 'Profile' });
    const held = pasteAll(text);
    const button = screen.getByRole('button', { name: 'Save' });
    const outcome = await submitAndSettle(button, update);
    expectAnswered(outcome, button, held);
    expect(outcome.calls === 1).toBe(
      Object.keys(profileProblems({ nickname: held.Nickname, email: held.Email })).length === 0,
    );
    if (outcome.calls)
      expect(update).toHaveBeenCalledWith({ nickname: held.Nickname.trim(), email: held.Email.trim() });
  }));
