import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { judgeUrl, OUTSIDE_LINK_REL, urlOf } from '@/lib/url-policy';

/** Attributes whose URL is loaded as an image or media (any same-origin path may be). */
const MEDIA_ATTRIBUTES = ['src', 'poster'];

function setOrDrop(node: Element, name: string, url: string | null): void {
  if (url === null) node.removeAttribute(name);
  else node.setAttribute(name, url);
}

// Every URL of server HTML goes through the URL policy: a refused one is dropped (a link loses its
// href), an allowed one is replaced by its parsed form; links to other sites open in a new tab cut
// from this page. (Without a DOM, as when the build prerenders the pages, DOMPurify is inert: no
// server HTML is rendered there.)
if (DOMPurify.isSupported)
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href !== null) {
      const verdict = judgeUrl(href);
      setOrDrop(node, 'href', urlOf(verdict));
      if (verdict.kind === 'outside') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', OUTSIDE_LINK_REL);
      }
    }
    for (const name of MEDIA_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null) setOrDrop(node, name, urlOf(judgeUrl(value, { use: 'image' })));
    }
  });

/**
 * What server HTML may not carry. Tags: scripts, frames, forms and their fields, and `dialog` (an
 * open one floats over the page). Attributes: `style`, `class` and `id` (they would let it borrow the
 * app's own look, e.g. draw a fake toast or bottom menu, or escape its box with `position`), `name`
 * and `form` (DOM clobbering), the popover and invoker attributes (top-layer overlays), and the URL
 * attributes the policy above cannot read as one URL (`srcset`, `background`).
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'dialog'];
const FORBID_ATTR = [
  'style',
  'class',
  'id',
  'name',
  'form',
  'popover',
  'popovertarget',
  'popovertargetaction',
  'command',
  'commandfor',
  'srcset',
  'background',
];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}

const BLOCK_ELEMENTS = 'p, div, br, li, tr, td, h1, h2, h3, h4, h5, h6, blockquote, section, article';

/** A space after Chinese full-width punctuation, which carries its own spacing ("。 请" reads as a gap). */
const SPACE_AFTER_CJK_PUNCTUATION = /([。！？；：，、]) /g;

/**
 * Plain text of server HTML (for previews), without ever executing it; blocks stay word-separated,
 * except after Chinese punctuation, where a joining space would show as a stray gap.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  doc.body.querySelectorAll(BLOCK_ELEMENTS).forEach((el) => el.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim().replace(SPACE_AFTER_CJK_PUNCTUATION, '$1');
}

/** The only place server HTML is rendered: always sanitised with DOMPurify first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
