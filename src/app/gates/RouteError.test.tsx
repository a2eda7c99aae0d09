import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupEnglish } from '../../../tests/support/render';
import { RouteError } from './RouteError';

beforeAll(() => setupEnglish('common'));

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <h1>Promotions</h1>;
}

function renderRoutes() {
  // A route that throws while rendering, as in the app: each route carries the RouteError boundary.
  const router = createMemoryRouter(
    [
      { path: '/m/activity', element: <Flaky />, errorElement: <RouteError /> },
      { path: '/m/home', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/m/activity'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route error boundary', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a recoverable view instead of a blank screen, and "Try again" renders the route anew', async () => {
    renderRoutes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs the failure in a production build too', async () => {
    vi.stubEnv('DEV', false);
    renderRoutes();
    await screen.findByRole('alert');
    expect(console.error).toHaveBeenCalledWith('[route] the screen failed', new Error('render failed'));
    vi.unstubAllEnvs();
  });

  it('offers the way home', async () => {
    const router = renderRoutes();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('says the network is missing while offline', async () => {
    renderRoutes();
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent('No network, please check your connection');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown');
  });
});
