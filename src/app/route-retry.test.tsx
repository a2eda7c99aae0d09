/**
 * A route whose code failed to arrive (offline, or its file gone after a deploy) shows the error
 * view, and "Try again" imports the code again once it can arrive: React Router itself would keep
 * the failed import for good.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { retryableImport } from '@/lib/retryable-import';
import { setupEnglish } from '../../tests/support/render';
import { RouteError } from './gates/RouteError';
import { lazyRoute } from './router';

beforeAll(() => setupEnglish('common'));

const Promotions = () => <h1>Promotions</h1>;

function renderRoutes(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <a href="/m/activity">Home</a> },
      { path: '/m/activity', errorElement: <RouteError />, ...lazyRoute(retryableImport(load)) },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a lazy route whose code failed to load', () => {
  it('shows the error view, and "Try again" imports the code again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/activity-a1.js'))
      .mockResolvedValue({ default: Promotions });
    const router = renderRoutes(load);
    await act(() => router.navigate('/m/activity'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports the code once: later visits render it at once', async () => {
    const load = vi.fn().mockResolvedValue({ default: Promotions });
    const router = renderRoutes(load);
    await act(() => router.navigate('/m/activity'));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    await act(() => router.navigate('/m/home'));
    await act(() => router.navigate('/m/activity'));
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
