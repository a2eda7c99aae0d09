import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;
function Shell({ onNavigate }: { onNavigate(navigate: NavigateFunction): void }) {
  useScrollRestoration();
  const go = useNavigate();
  useEffect(() => {
    onNavigate(go);
  }, [go, onNavigate]);
  return null;
}

const scrollTo = vi.fn();
/** The player scrolls the page to `y`. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  render(
    <MemoryRouter initialEntries={['/m/rng']}>
      <Shell onNavigate={(go) => (navigate = go)} />
    </MemoryRouter>,
  );
});

describe('scroll position between screens', () => {
  it('opens a new screen at the top, and Back returns to where the player was', async () => {
    scrollPageTo(2400);
    await act(() => navigate('/m/launchGame?gameId=1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(300);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the place when only the query changes on the same screen', async () => {
    scrollPageTo(900);
    await act(() => navigate('/m/rng?type=hot'));
    expect(scrollTo.mock.calls).toEqual([]);
  });

  it('opens a screen visited before at the top when it is not a step back', async () => {
    scrollPageTo(2400);
    await act(() => navigate('/m/home'));
    await act(() => navigate('/m/rng'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
