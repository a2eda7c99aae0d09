import './banner.css';

/**
 * The brand hero (artwork without text, so any language) in a banner's place while a screen's
 * banners load. Decorative: the carousel that replaces it carries the label. The artwork is a CSS
 * background inlined into the stylesheet, so it paints at once; the pre-painted page
 * (build/prerender-shell.ts) draws the same markup, so nothing moves from the first paint to the
 * carousel.
 */
export function BannerHero({ className }: { className?: string }) {
  return <div className={`banner banner--hero ${className ?? ''}`} aria-hidden="true" />;
}
