import { render, screen } from '@testing-library/react';
import { LAZY_SECTION_ROOT_MARGIN, LazySection } from './LazySection';
import { stubIntersectionObserver } from './testing';

afterEach(() => vi.unstubAllGlobals());

function Content({ onRender }: { onRender(): void }) {
  onRender();
  return <p>Rendered content</p>;
}

describe('LazySection', () => {
  it('shows the placeholder, and renders nothing of the content, until it comes near the viewport', async () => {
    const observer = stubIntersectionObserver();
    const onRender = vi.fn();
    render(
      <LazySection placeholder={<div role="status" aria-label="Loading section" style={{ height: 180 }} />}>
        <Content onRender={onRender} />
      </LazySection>,
    );
    expect(screen.getByRole('status', { name: 'Loading section' })).toBeInTheDocument();
    expect(screen.queryByText('Rendered content')).not.toBeInTheDocument();
    expect(onRender).not.toHaveBeenCalled();
    expect(observer.observers().map((o) => o.rootMargin)).toEqual([LAZY_SECTION_ROOT_MARGIN]);

    await observer.intersect();
    expect(await screen.findByText('Rendered content')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading section' })).not.toBeInTheDocument();
  });

  it('keeps the content once shown and stops observing', async () => {
    const observer = stubIntersectionObserver();
    render(
      <LazySection placeholder={<p>Placeholder</p>}>
        <p>Rendered content</p>
      </LazySection>,
    );
    await observer.intersect();
    await screen.findByText('Rendered content');
    expect(observer.observers()).toHaveLength(0);
  });

  it('renders each section on its own as it comes near', async () => {
    const observer = stubIntersectionObserver();
    render(
      <>
        <LazySection placeholder={<p>First placeholder</p>}>
          <p>First content</p>
        </LazySection>
        <LazySection placeholder={<p>Second placeholder</p>}>
          <p>Second content</p>
        </LazySection>
      </>,
    );
    await observer.intersect(screen.getByText('First placeholder').parentElement!);
    expect(await screen.findByText('First content')).toBeInTheDocument();
    expect(screen.getByText('Second placeholder')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LazySection placeholder={<p>Placeholder</p>}>
        <p>Rendered content</p>
      </LazySection>,
    );
    expect(screen.getByText('Rendered content')).toBeInTheDocument();
  });
});
