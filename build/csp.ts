import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy of the live build, as a <meta> tag: scripts only from our own origin
 * and the inline scripts the prerendered pages carry (the boot script, React Router's context and
 * module loader), each by its hash (build/static-site.ts computes them from the written pages),
 * calls only to our origin and the API origin, images only from our origin, the image CDNs and
 * data URLs. Origins come from the build's VITE_* variables; a deployment that points
 * /m/config.json at another API or CDN must list it in VITE_API_ORIGIN / VITE_IMAGE_CDNS too.
 * Demo builds get no policy: their mock backend lives in the page anyway.
 */
export interface CspSources {
  apiBase?: string;
  apiOrigin?: string;
  imageCdns?: string;
  /** The build's third-party phone verification (VITE_PHONE_VERIFICATION): its service's origins are allowed too. */
  phoneVerification?: boolean;
}

/**
 * What Firebase phone sign-in loads and calls: the invisible reCAPTCHA (its script and frame) and
 * the Identity Toolkit and token APIs that send and check the codes.
 */
export const PHONE_VERIFICATION_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The CSP source that allows one inline script, by the SHA-256 of its text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of every inline script (no `src`) in a page; JSON data blocks are not run, and the policy has no say over them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
}

export function contentSecurityPolicy(
  { apiBase, apiOrigin, imageCdns, phoneVerification = false }: CspSources,
  inlineScriptHashes: readonly string[] = [],
): string {
  const api = [originOf(apiBase), ...(apiOrigin ?? '').split(',').map((o) => originOf(o.trim()))].filter(Boolean);
  const cdns = (imageCdns ?? '')
    .split(',')
    .map((c) => originOf(c.trim()))
    .filter(Boolean);
  const unique = (list: (string | null)[]) => [...new Set(list)].join(' ');
  const phone = (kind: keyof typeof PHONE_VERIFICATION_SOURCES) =>
    phoneVerification ? PHONE_VERIFICATION_SOURCES[kind] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...phone('script'), ...inlineScriptHashes].join(' '),
    // React writes style attributes (dynamic sizes, transforms); no inline <style> is injected by us.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${unique(cdns)}`.trim(),
    `connect-src 'self' ${unique([...api, ...phone('connect')])}`.trim(),
    ...(phoneVerification ? [['frame-src', "'self'", ...phone('frame')].join(' ')] : []),
    "font-src 'self' data:",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** A page with the policy as its first `<meta>` after the charset (which must stay first). */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html.replace(/<meta charSet="[^"]+"\/>/i, (charset) => `${charset}${meta}`);
}
