// @vitest-environment node
import { resolveImageUrl } from '@/lib/image-url';
import { avatarPath } from './avatar';

describe('avatarPath', () => {
  it('uses a CUSTOM avatar as the full URL it is', () => {
    expect(avatarPath('https://img.example.com/me.jpg', 'CUSTOM')).toBe('https://img.example.com/me.jpg');
  });

  it('puts a STATIC avatar name under the avatar folder with .png, resolved against the image CDN', () => {
    expect(avatarPath('avatar3', 'STATIC')).toBe('/avatar/avatar3.png');
    expect(resolveImageUrl(avatarPath('avatar3', 'STATIC'), 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/avatar/avatar3.png',
    );
  });

  it('gives no path without an avatar', () => {
    expect(avatarPath(undefined, 'STATIC')).toBe('');
  });
});
