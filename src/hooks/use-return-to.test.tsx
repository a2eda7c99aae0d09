import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { useReturnTo } from './use-return-to';
import { useScrollRestoration } from './use-scroll-restoration';

function Screen() {
  useScrollRestoration();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => void navigate('/m/demoGame')}>
        Play
      </button>
      <button type="button" onClick={() => returnTo('/m/rng?type=hot')}>
        Back to the list
      </button>
      <button type="button" onClick={() => returnTo('/m/home')}>
        Home
      </button>
      <output>{pathname}</output>
    </>
  );
}

const entryIndex = () => (window.history.state as { idx?: number } | null)?.idx;

beforeEach(() => {
  window.history.replaceState(null, '', '/m/rng?type=hot');
  render(
    <BrowserRouter>
      <Screen />
    </BrowserRouter>,
  );
});

describe('going back to a page', () => {
  it('steps back when the entry before is that page, so it finds its place', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(entryIndex()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('/m/rng'));
    expect(entryIndex()).toBe(0);
  });

  it('opens it as a new entry when the player came from elsewhere', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('status')).toHaveTextContent('/m/home');
    expect(entryIndex()).toBe(2);
  });
});
