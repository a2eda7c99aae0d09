import { render } from '@testing-library/react';
import corpus from '@fixtures/xssCorpus.json';
import { SafeHtml, htmlToText, sanitizeHtml } from './SafeHtml';

const DANGEROUS_TAGS = 'script, iframe, object, embed, form, meta, style, base, link, frame, frameset';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];

/** Every way a payload of the corpus could still run once it is in the document. */
function dangers(root: Element): string[] {
  const found: string[] = [];
  root.querySelectorAll(DANGEROUS_TAGS).forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.toLowerCase().startsWith('on')) found.push(`${el.tagName}[${attr.name}]`);
      if (attr.name === 'style') found.push(`${el.tagName}[style]`);
      if (URL_ATTRIBUTES.includes(attr.name.toLowerCase()) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)) {
        found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
      }
    }
  });
  return found;
}

declare global {
  interface Window {
    __xss?: number;
  }
}

describe('SafeHtml against the XSS corpus', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it.each(corpus.map((payload, i) => [i + 1, payload]))('neutralises payload %i: %s', async (_, payload) => {
    const { container } = render(<SafeHtml html={`<p>before</p>${payload}<p>after</p>`} />);
    // Give event handlers (onerror of a broken image, onload, ontoggle) a chance to fire.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dangers(container)).toEqual([]);
    expect(window.__xss).toBeUndefined();
    expect(container).toHaveTextContent('before');
  });

  it('neutralises the whole corpus at once', () => {
    const { container } = render(<SafeHtml html={corpus.join('')} />);
    expect(dangers(container)).toEqual([]);
  });

  it('keeps ordinary formatting and opens links safely in a new tab', () => {
    const clean = sanitizeHtml('<p>Hi <b>bold</b> <a href="https://example.com/x">link</a> <img src="/a.png" alt="a"></p>');
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect(doc.querySelector('b')?.textContent).toBe('bold');
    const link = doc.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('/a.png');
  });

  it('turns server HTML into a plain-text preview without running it', () => {
    expect(htmlToText(`<p>Line <b>one</b></p>${corpus[1]}<p>two</p>`)).toBe('Line one two');
    expect(window.__xss).toBeUndefined();
  });
});
