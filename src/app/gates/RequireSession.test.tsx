import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import common from '../../../locales/en/common.json';
import { Toaster } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { routeHandle } from '../route-handle';
import { RequireSession } from './RequireSession';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}|{(location.state as { returnTo?: string } | null)?.returnTo ?? ''}
    </output>
  );
}

/** As src/app/routes.ts arranges them: the gate reads the screen's route from its handle. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireSession />,
        children: [
          { path: '/m/changePsw', element: <p>change</p>, handle: routeHandle('changePsw') },
          { path: '/m/member/home', element: <p>member</p>, handle: routeHandle('memberHome') },
        ],
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

beforeAll(() =>
  i18next.use(initReactI18next).init({ lng: 'EN', ns: ['common'], defaultNS: 'common', resources: { EN: { common } } }),
);
beforeEach(() => useSessionStore.setState({ session: null, expiredFrom: null, loggedOutFrom: null }));

describe('RequireSession', () => {
  it('sends a visitor to /m/login with the message, remembering the page', async () => {
    renderAt('/m/member/home');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login|/m/member/home');
    expect(await screen.findByText('You are not logged in, please login first')).toBeInTheDocument();
  });

  it('sends a visitor of change password to /m/home (accounts-and-access §2)', () => {
    renderAt('/m/changePsw');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home|');
  });

  it('sends a player who logged out on the page to /m/home (accounts-and-access §4), not to /m/login', () => {
    useSessionStore.setState({ loggedOutFrom: '/m/member/home' });
    renderAt('/m/member/home');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home|');
  });

  it('shows the screen with a session', () => {
    useSessionStore.setState({
      session: { token: 't', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false },
    });
    renderAt('/m/changePsw');
    expect(screen.getByText('change')).toBeInTheDocument();
  });
});
