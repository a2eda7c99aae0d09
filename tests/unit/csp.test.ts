import { BOOT_SCRIPT_HASH } from '../../build/boot-script';
import { contentSecurityPolicy } from '../../build/csp';

describe('live Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({
    apiBase: 'https://api.example.com/gw',
    apiOrigin: 'https://backup-api.example.com',
    imageCdns: 'https://cdn1.example.com/img,https://cdn2.example.com',
  });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('runs scripts from its own origin only, and the pages’ one inline boot script by its hash', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${BOOT_SCRIPT_HASH}`);
    expect(BOOT_SCRIPT_HASH).toMatch(/^'sha256-[\w+/]{43}='$/);
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('calls only its own origin and the API origins', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com https://backup-api.example.com");
  });

  it('loads images only from its origin, data URLs and the image CDNs', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn1.example.com https://cdn2.example.com");
  });

  it('ignores malformed origins', () => {
    expect(contentSecurityPolicy({ apiBase: 'not a url' })).toContain("connect-src 'self';");
  });
});
