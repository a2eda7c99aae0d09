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
      if (
        URL_ATTRIBUTES.includes(attr.name.toLowerCase()) &&
        /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)
      ) {
        found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
      }
    }
  });
  return found;
}

const parse = (html: string) => new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');

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

  it('keeps ordinary formatting and opens links to other sites in a new tab cut from this page', () => {
    const doc = parse('<p>Hi <b>bold</b> <a href="https://example.com/x">link</a> <img src="/a.png" alt="a"></p>');
    expect(doc.querySelector('b')?.textContent).toBe('bold');
    const link = doc.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('/a.png');
  });

  it("drops class, id, style, name and popovers: server HTML cannot borrow the app's chrome", () => {
    const doc = parse(
      '<nav class="bottom-menu" id="root" style="position:fixed;inset:0;z-index:9999" name="bottomMenu" aria-label="Main menu">' +
        '<div class="toast toast--error" role="alert" popover="manual">Fake toast</div>' +
        '<img name="getElementById" src="/a.png" srcset="https://evil.example/x.png 2x">' +
        '<dialog open>Fake dialog</dialog></nav>',
    );
    const attributes = Array.from(doc.body.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes, (a) => a.name),
    );
    expect(attributes).not.toEqual(expect.arrayContaining(['class']));
    for (const name of ['id', 'style', 'name', 'popover', 'srcset']) expect(attributes).not.toContain(name);
    expect(doc.querySelector('dialog')).toBeNull();
    expect(doc.body.textContent).toContain('Fake toast');
    // Accessible names and roles stay: they draw nothing.
    expect(doc.querySelector('nav')?.getAttribute('aria-label')).toBe('Main menu');
  });

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['mixed case, leading space', ' JaVaScRiPt:window.__xss=1'],
    ['tab inside the scheme', 'java&#9;script:window.__xss=1'],
    ['entity-encoded colon', 'javascript&#58;window.__xss=1'],
    ['data:', 'data:text/html,<script>window.__xss=1</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['//host on an http page', '//evil.example/x'],
    ['/\\host on an http page', '/\\evil.example/x'],
    ['a same-origin path outside the app', '/wps/session/logout'],
  ])('takes the href off a link the URL policy refuses: %s', (_, href) => {
    const link = parse(`<a href="${href}" target="_self">refused</a>`).querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.textContent).toBe('refused');
  });

  it('keeps links to pages of the app in this tab, in their parsed form', () => {
    const link = parse('<a href="/m/x/../activity" target="_blank">promo</a>').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/m/activity');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('drops image and media sources the URL policy refuses', () => {
    const doc = parse(
      '<img src="javascript:window.__xss=1"><img src="data:image/svg+xml,<svg onload=alert(1)>"><video poster="vbscript:x"></video>',
    );
    expect(Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([null, null]);
    expect(doc.querySelector('video')?.hasAttribute('poster')).toBe(false);
  });

  it('turns server HTML into a plain-text preview without running it', () => {
    expect(htmlToText(`<p>Line <b>one</b></p>${corpus[1]}<p>two</p>`)).toBe('Line one two');
    expect(window.__xss).toBeUndefined();
  });

  it('joins Chinese blocks without a space after full-width punctuation, other blocks with one', () => {
    expect(htmlToText('<p>请勿泄露短信验证码。</p><p>请妥善保管。</p>')).toBe('请勿泄露短信验证码。请妥善保管。');
    expect(htmlToText('<p>即时提醒！</p><div>点击查看。</div><p>完整奖级表？</p><br>快开彩')).toBe(
      '即时提醒！点击查看。完整奖级表？快开彩',
    );
    expect(htmlToText('<li>存款；</li><li>取款：</li><li>红利，</li><li>返水、</li><li>其他</li>')).toBe(
      '存款；取款：红利，返水、其他',
    );
    // A block without a closing mark, and Latin text, keep the space that separates them.
    expect(htmlToText('<h3>新增支付渠道</h3><p>USDT 现已开通。</p><p>Line one.</p><p>Line two</p>')).toBe(
      '新增支付渠道 USDT 现已开通。Line one. Line two',
    );
  });
});
