/**
 * Text over a CSS gradient, which axe-core does not measure (it reports such text as "needs review"):
 * each visible text's colour against every stop of the gradient behind it, translucent layers and
 * opacity between them blended in, at WCAG 1.4.3's ratios (4.5:1, 3:1 for large text).
 */
export interface GradientContrastFinding {
  text: string;
  /** The lowest ratio over the gradient's stops, to two decimals. */
  ratio: number;
  needed: number;
}

/** Runs in the page (page.evaluate): self-contained. */
export function findLowContrastOverGradients(): GradientContrastFinding[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba[] =>
    [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
      const [r = 0, g = 0, b = 0, a = 1] = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    });
  const over = (top: Rgba, below: Rgba): Rgba => {
    const blend = (i: 0 | 1 | 2) => top[i] * top[3] + below[i] * (1 - top[3]);
    return [blend(0), blend(1), blend(2), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  /** The layers of a background-image, top first (commas inside a gradient's brackets do not split). */
  const layersOf = (image: string): string[] => {
    const layers: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < image.length; i++) {
      if (image[i] === '(') depth++;
      else if (image[i] === ')') depth--;
      else if (image[i] === ',' && depth === 0) {
        layers.push(image.slice(from, i));
        from = i + 1;
      }
    }
    return [...layers, image.slice(from)].map((layer) => layer.trim());
  };

  /**
   * The colours the ground behind `el` takes: every stop of each gradient, painted in order over what
   * is below it; null where no gradient is behind the text (axe measures solid grounds) or a picture is.
   */
  function groundOf(el: Element): Rgba[] | null {
    const chain: CSSStyleDeclaration[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      chain.push(style);
      const [color] = parse(style.backgroundColor);
      if (color && color[3] >= 1) break;
    }
    if (!chain.some((style) => /gradient\(/.test(style.backgroundImage))) return null;
    let ground: Rgba[] = [[255, 255, 255, 1]];
    for (const style of chain.reverse()) {
      const [color] = parse(style.backgroundColor);
      if (color && color[3] > 0) ground = ground.map((below) => over(color, below));
      if (style.backgroundImage === 'none') continue;
      for (const layer of layersOf(style.backgroundImage).reverse()) {
        if (!/gradient\(/.test(layer)) return null; // a picture: not measured here
        const stops = parse(layer);
        ground = ground.flatMap((below) => stops.map((stop) => over(stop, below)));
      }
    }
    return ground;
  }

  /** What the element's and its ancestors' opacity leaves of its text colour. */
  const opacityOf = (el: Element) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };

  const findings: GradientContrastFinding[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!text) continue;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (rect.width === 0 || rect.height === 0 || style.visibility !== 'visible') continue;
    // WCAG 1.4.3 exempts text of disabled controls and logotypes (a vendor's wordmark badge).
    if (el.closest('[aria-hidden="true"], [inert], :disabled, [aria-disabled="true"], .vendor-badge')) continue;
    const ground = groundOf(el);
    if (!ground) continue;
    const [color] = parse(style.color);
    // Gradient-filled text (background-clip: text) is its own ground: not text over a gradient.
    if (!color || color[3] === 0) continue;
    const size = parseFloat(style.fontSize);
    const needed = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
    const ink: Rgba = [color[0], color[1], color[2], color[3] * opacityOf(el)];
    const lowest = Math.min(...ground.map((below) => ratio(over(ink, below), below)));
    if (lowest < needed) findings.push({ text: text.slice(0, 40), ratio: Math.round(lowest * 100) / 100, needed });
  }
  return findings;
}
