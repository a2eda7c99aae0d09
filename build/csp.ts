import type { Plugin } from 'vite';
import { BOOT_SCRIPT_HASH } from './boot-script.ts';

/**
 * Content-Security-Policy of the live build, as a <meta> tag: scripts only from our own origin
 * and the one inline script every pre-painted page carries (build/boot-script.ts, by its hash),
 * calls only to our origin and the API origin, images only from our origin, the image CDNs and
 * data URLs. Origins come from the build's VITE_* variables; a deployment that points
 * /m/config.json at another API or CDN must list it in VITE_API_ORIGIN / VITE_IMAGE_CDNS too.
 * Demo builds get no policy: their mock backend lives in the page anyway.
 */
export interface CspSources {
  apiBase?: string;
  apiOrigin?: string;
  imageCdns?: string;
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy({ apiBase, apiOrigin, imageCdns }: CspSources): string {
  const api = [originOf(apiBase), ...(apiOrigin ?? '').split(',').map((o) => originOf(o.trim()))].filter(Boolean);
  const cdns = (imageCdns ?? '')
    .split(',')
    .map((c) => originOf(c.trim()))
    .filter(Boolean);
  const unique = (list: (string | null)[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    // React writes style attributes (dynamic sizes, transforms); no inline <style> is injected by us.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${unique(cdns)}`.trim(),
    `connect-src 'self' ${unique(api)}`.trim(),
    "font-src 'self' data:",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function cspPlugin(enabled: boolean, sources: CspSources): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!enabled) return html;
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(sources)}" />`;
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${meta}`);
    },
  };
}
