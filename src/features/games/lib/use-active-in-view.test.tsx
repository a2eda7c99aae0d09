import { fireEvent, render } from '@testing-library/react';
import { nextFrame } from '../testing/render';
import { useActiveInView } from './use-active-in-view';

const ITEMS = ['a', 'b', 'c', 'd'];

function Strip({ active }: { active: string }) {
  const view = useActiveInView<HTMLButtonElement>(active, ITEMS.indexOf(active));
  return (
    <div role="group" aria-label="strip" onScroll={view.onScroll}>
      {ITEMS.map((id) => (
        <button key={id} type="button" ref={id === active ? view.active : undefined}>
          {id}
        </button>
      ))}
    </div>
  );
}

describe('useActiveInView', () => {
  let scroll: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
  });
  afterEach(() => scroll.mockRestore());

  it('centres an active item past the first ones in the frame after it renders, never inside the commit', async () => {
    const { rerender, getByRole } = render(<Strip active="c" />);
    expect(scroll).not.toHaveBeenCalled();
    await nextFrame();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(getByRole('button', { name: 'c' }));
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });

    rerender(<Strip active="d" />);
    await nextFrame();
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toBe(getByRole('button', { name: 'd' }));
  });

  it('leaves a strip at its start alone when one of its first items is active', async () => {
    const { rerender } = render(<Strip active="a" />);
    rerender(<Strip active="b" />);
    await nextFrame();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('brings a first item back into view once the strip has been scrolled', async () => {
    const { rerender, getByRole } = render(<Strip active="a" />);
    const strip = getByRole('group', { name: 'strip' });
    strip.scrollLeft = 240;
    fireEvent.scroll(strip);
    rerender(<Strip active="b" />);
    await nextFrame();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(getByRole('button', { name: 'b' }));
  });
});
