/**
 * Every demo image is generated SVG (a data URL), so the demo works offline and ships no binaries.
 */
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const gradient = (id: string, hue: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,32%)"/></linearGradient></defs>`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A square game icon: gradient, initials, vendor tag. */
export function gameIcon(name: string, vendor: string, hue: number): string {
  return svg(
    200,
    200,
    `${gradient('g', hue)}<rect width="200" height="200" rx="28" fill="url(#g)"/>` +
      `<circle cx="160" cy="40" r="60" fill="#fff" opacity=".12"/>` +
      `<text x="100" y="118" font-family="Arial,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escape(initials(name))}</text>` +
      `<text x="100" y="176" font-family="Arial,sans-serif" font-size="20" fill="#fff" opacity=".85" text-anchor="middle">${escape(vendor)}</text>`,
  );
}

export function vendorLogo(name: string, hue: number): string {
  return svg(
    240,
    96,
    `${gradient('v', hue)}<rect width="240" height="96" rx="16" fill="url(#v)"/>` +
      `<text x="120" y="60" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escape(name)}</text>`,
  );
}

export function bannerImage(title: string, hue: number, width = 750, height = 300): string {
  return svg(
    width,
    height,
    `${gradient('b', hue)}<rect width="${width}" height="${height}" fill="url(#b)"/>` +
      `<circle cx="${width - 90}" cy="70" r="150" fill="#fff" opacity=".1"/><circle cx="80" cy="${height}" r="120" fill="#000" opacity=".12"/>` +
      `<text x="48" y="${height / 2 + 16}" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff">${escape(title)}</text>`,
  );
}

export function avatarImage(index: number): string {
  const hue = (index * 47) % 360;
  return svg(
    120,
    120,
    `${gradient('a', hue)}<rect width="120" height="120" rx="60" fill="url(#a)"/>` +
      `<circle cx="60" cy="48" r="22" fill="#fff" opacity=".9"/><path d="M22 104c6-22 22-32 38-32s32 10 38 32" fill="#fff" opacity=".9"/>`,
  );
}
