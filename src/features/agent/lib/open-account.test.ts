// @vitest-environment node
import { validateOpenAccount } from './open-account';

describe('open-account form', () => {
  const valid = { username: 'newbie01', password: 'abc12345', confirmPassword: 'abc12345' };
  it('passes a letter-first 4-16 character name and a matching 6-16 character password', () => {
    expect(validateOpenAccount(valid)).toEqual({});
  });
  it('names each failing field', () => {
    expect(validateOpenAccount({ username: '', password: '', confirmPassword: '' })).toEqual({
      username: 'register.errors.required',
      password: 'register.errors.required',
      confirmPassword: 'register.errors.required',
    });
    expect(validateOpenAccount({ ...valid, username: '1abc' }).username).toBe('register.errors.username');
    expect(validateOpenAccount({ ...valid, username: 'abc' }).username).toBe('register.errors.username');
    expect(validateOpenAccount({ ...valid, password: 'abc12', confirmPassword: 'abc12' }).password).toBe(
      'register.errors.password',
    );
    expect(validateOpenAccount({ ...valid, confirmPassword: 'abc123456' }).confirmPassword).toBe(
      'register.errors.confirm',
    );
  });
});
