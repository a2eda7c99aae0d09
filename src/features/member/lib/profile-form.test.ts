// @vitest-environment node
import { profileProblems } from './profile-form';

describe('profile form', () => {
  it('accepts a nickname of up to 20 characters and an optional valid email', () => {
    expect(profileProblems({ nickname: 'Lucky Demo', email: 'demo01@example.com' })).toEqual({});
    expect(profileProblems({ nickname: '幸运玩家', email: '' })).toEqual({});
  });

  it('needs a nickname, at most 20 characters', () => {
    expect(profileProblems({ nickname: '  ', email: '' })).toEqual({ nickname: 'nicknameRequired' });
    expect(profileProblems({ nickname: 'x'.repeat(21), email: '' })).toEqual({ nickname: 'nicknameLong' });
  });

  it('refuses a malformed email', () => {
    expect(profileProblems({ nickname: 'A', email: 'demo01@' })).toEqual({ email: 'email' });
    expect(profileProblems({ nickname: 'A', email: 'demo@example.c' })).toEqual({ email: 'email' });
  });
});
