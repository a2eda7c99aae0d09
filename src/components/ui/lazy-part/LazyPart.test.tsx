import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { lazyPart } from './LazyPart';

const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/footer-a1.js');

function Footer({ brand }: { brand: string }) {
  return <footer>{brand} footer</footer>;
}

afterEach(() => onlineManager.setOnline(true));

describe('lazyPart', () => {
  it('shows its fallback until the code is in, then the part with its props', async () => {
    const Part = lazyPart(async () => ({ default: Footer }));
    render(<Part brand="Lucky Star" fallback={<p>Waiting</p>} />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Lucky Star footer')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('code that fails to arrive offline leaves the fallback (no error thrown to the shell), and arrives once the network is back', async () => {
    const load = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({ default: Footer });
    const Part = lazyPart(load);
    render(<Part brand="Lucky Star" fallback={<p>Waiting</p>} />);
    await act(async () => {
      await Promise.resolve();
      onlineManager.setOnline(false);
    });
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Lucky Star footer')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
