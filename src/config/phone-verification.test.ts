// @vitest-environment node
import { firebaseProjectFrom } from './phone-verification';

describe('the build’s third-party phone verification (VITE_PHONE_VERIFICATION)', () => {
  it('is a Firebase project with its API key, auth domain and project id', () => {
    const project = { apiKey: 'k', authDomain: 'casino.firebaseapp.com', projectId: 'casino', appId: '1:2:web:3' };
    expect(firebaseProjectFrom(JSON.stringify(project))).toEqual(project);
  });

  it.each([
    undefined,
    '',
    'not json',
    'null',
    '[]',
    '{"apiKey":"k","authDomain":"d"}',
    '{"apiKey":"","authDomain":"d","projectId":"p"}',
  ])('is off (the platform sends the codes) for %j', (text) => expect(firebaseProjectFrom(text)).toBeNull());
});
