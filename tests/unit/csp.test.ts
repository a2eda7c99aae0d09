// @vitest-environment node
import { contentSecurityPolicy, inlineScripts, scriptHash, withPolicyMeta } from '../../build/csp';
import { BOOT_SCRIPT } from '../../src/app/boot-script';

const BOOT_SCRIPT_HASH = scriptHash(BOOT_SCRIPT);

describe('live Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(
    {
      apiBase: 'https://api.example.com/gw',
      apiOrigin: 'https://backup-api.example.com',
      imageCdns: 'https://cdn1.example.com/img,https://cdn2.example.com',
    },
    [BOOT_SCRIPT_HASH],
  );
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('runs scripts from its own origin only, and the inline scripts it is given by their hashes', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${BOOT_SCRIPT_HASH}`);
    expect(BOOT_SCRIPT_HASH).toMatch(/^'sha256-[\w+/]{43}='$/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('script-src')).not.toContain('unsafe');
  });

  it('hashes the inline scripts of a page, not those it loads by address nor its JSON data blocks', () => {
    const page =
      '<html><head><meta charSet="UTF-8"/><script id="m-deployment-settings" type="application/json">{}</script>' +
      '<script>a()</script><script type="module" src="/x.js"></script></head>' +
      '<body><script type="module" async="">import "/y.js";</script></body></html>';
    expect(inlineScripts(page)).toEqual(['a()', 'import "/y.js";']);
    expect(withPolicyMeta(page, "script-src 'self'")).toContain(
      '<meta charSet="UTF-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>',
    );
  });

  it('calls only its own origin and the API origins', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com https://backup-api.example.com");
  });

  it('loads images only from its origin, data URLs and the image CDNs', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn1.example.com https://cdn2.example.com");
  });

  it('allows the phone verification service (reCAPTCHA and the Identity Toolkit) only in a build that has one', () => {
    const withPhone = contentSecurityPolicy({ phoneVerification: true });
    const of = (name: string) => withPhone.split('; ').find((d) => d.startsWith(`${name} `));
    expect(of('script-src')).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(of('frame-src')).toBe(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(of('connect-src')).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(policy).not.toContain('google');
    expect(directive('frame-src')).toBeUndefined();
  });

  it('ignores malformed origins', () => {
    expect(contentSecurityPolicy({ apiBase: 'not a url' })).toContain("connect-src 'self';");
  });
});
