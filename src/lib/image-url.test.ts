// @vitest-environment node
import { DEFAULT_IMAGE_CDNS, imageCdnList, pickCdn, resolveImageUrl } from './image-url';

const A = 'https://a.cdn.example';
const B = 'https://b.cdn.example';
const C = 'https://c.cdn.example';

describe('image CDN list (accounts-and-access §9: default list has one entry)', () => {
  it('is the deployment’s setting when it names any', () => {
    expect(imageCdnList([A], [B, C])).toEqual([A]);
  });

  it('is the status’s imageCDNs otherwise', () => {
    expect(imageCdnList([], [B, C])).toEqual([B, C]);
  });

  it('is the default list of one entry, the site itself, when neither names any', () => {
    expect(DEFAULT_IMAGE_CDNS).toEqual(['/']);
    expect(imageCdnList([], undefined)).toBe(DEFAULT_IMAGE_CDNS);
    expect(imageCdnList([], [])).toBe(DEFAULT_IMAGE_CDNS);
    expect(resolveImageUrl('avatar/avatar1.png', pickCdn(imageCdnList([], [])))).toBe('/avatar/avatar1.png');
  });
});

describe('pickCdn (games-and-content §9: picked at random)', () => {
  it('picks the entry the random number lands on', () => {
    expect(pickCdn([A, B, C], () => 0)).toBe(A);
    expect(pickCdn([B, C, A], () => 0.5)).toBe(C);
    expect(pickCdn([C, A, B], () => 0.999)).toBe(B);
  });

  it('keeps its pick for the page while the list stays the same, and picks again for another list', () => {
    const first = pickCdn([A, B], () => 0.9);
    expect(first).toBe(B);
    expect(pickCdn([A, B], () => 0)).toBe(B);
    expect(pickCdn([A, C], () => 0)).toBe(A);
  });

  it('spreads the picks over every entry', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      pickCdn(['reset']);
      seen.add(pickCdn([A, B, C], () => i / 3));
    }
    expect(seen).toEqual(new Set([A, B, C]));
  });
});

describe('resolveImageUrl', () => {
  it('puts relative paths under the CDN and lets absolute and data URLs through', () => {
    expect(resolveImageUrl('/games/g1.png', `${A}/`)).toBe(`${A}/games/g1.png`);
    expect(resolveImageUrl('games/g1.png', A)).toBe(`${A}/games/g1.png`);
    expect(resolveImageUrl(`${B}/x.png`, A)).toBe(`${B}/x.png`);
    expect(resolveImageUrl('//c.example/x.png', A)).toBe('//c.example/x.png');
    expect(resolveImageUrl('data:image/png;base64,AA', A)).toBe('data:image/png;base64,AA');
    expect(resolveImageUrl(undefined, A)).toBe('');
  });
});
