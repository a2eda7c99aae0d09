import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { ROUTE_BY_ID } from '@/config/paths';
import { PageSkeleton } from './PageSkeleton';

describe('PageSkeleton', () => {
  it('draws the banner carousel’s box on the brand artwork for a screen that opens with its banners', () => {
    const { container } = render(<PageSkeleton banner={ROUTE_BY_ID.rng.banner} />);
    expect(container.querySelector('.banner.banner--hero')).not.toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws plain boxes for other screens', () => {
    const { container } = render(<PageSkeleton banner={ROUTE_BY_ID.login.banner} />);
    expect(container.querySelector('.banner')).toBeNull();
    expect(container.querySelectorAll('.skeleton')).toHaveLength(6);
  });

  it('draws the box on the artwork that ships with the app', () => {
    const styles = join(__dirname, '../../styles');
    expect(readFileSync(join(styles, 'banner-hero.svg'), 'utf8')).toMatch(/^<svg[^>]+viewBox="0 0 750 300"/);
    expect(readFileSync(join(styles, 'global.css'), 'utf8')).toMatch(
      /\.banner--hero \{\s*background:\s*url\('\.\/banner-hero\.svg'\)/,
    );
  });
});
