import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import common from '../../../../locales/en/common.json';
import { toast, useToastStore } from '../toast';
import { Dialog } from './Dialog';

beforeAll(() =>
  i18next
    .use(initReactI18next)
    .init({ lng: 'EN', resources: { EN: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } }),
);

/** An opener button and a dialog; `mountOpen` mounts the dialog only once opened, as a lazy one is. */
function Harness({ mountOpen = false, onClose }: { mountOpen?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  const dialog = (
    <Dialog open={open} onClose={close} title="Menu">
      <a href="/m/login">Login</a>
      <button type="button">Dark mode</button>
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      {mountOpen ? open && dialog : dialog}
    </>
  );
}

describe.each([
  ['opened after mounting', false],
  ['mounted already open', true],
])('Dialog %s', (_, mountOpen) => {
  it('moves focus in, keeps Tab inside, and closes with Escape back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness mountOpen={mountOpen} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(dialog).toContainElement(close);
    expect(document.body).toHaveClass('modal-open');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('modal-open');
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the mask', async () => {
    const user = userEvent.setup();
    render(<Harness mountOpen={mountOpen} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('dialog-mask'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog and Back', () => {
  const popped = () =>
    new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  /** Resolves at the first popstate whose entry passes `arrived`. */
  const poppedTo = (arrived: (state: unknown) => boolean) =>
    new Promise<void>((resolve) => {
      const onPop = (event: PopStateEvent) => {
        if (!arrived(event.state)) return;
        window.removeEventListener('popstate', onPop);
        resolve();
      };
      window.addEventListener('popstate', onPop);
    });
  // Dialogs of earlier tests took their entry off after their task: let that finish first.
  beforeEach(async () => {
    await settled();
    await settled();
  });

  it('Back closes the dialog instead of leaving the page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(window.history.state).toEqual(expect.objectContaining({ __overlay: true }));

    const back = popped();
    window.history.back();
    await back;
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing it another way takes its history entry back off', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const entry: unknown = window.history.state;
    expect(entry).toEqual(expect.objectContaining({ __overlay: true }));

    const back = popped();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await back;
    expect(window.history.state).not.toEqual(expect.objectContaining({ __overlay: true }));
    await settled();
    // Reopening works the same: the taken-off entry closed nothing else.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('Back closes the innermost of two open dialogs only', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
            <p>Outer body</p>
          </Dialog>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <p>Inner body</p>
          </Dialog>
        </>
      );
    }
    render(<Nested />);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    const back = popped();
    window.history.back();
    await back;
    await settled();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('a navigation from inside it leaves its entry below the new page: Back and Forward step over it', async () => {
    const user = userEvent.setup();
    window.history.replaceState({ idx: 4 }, '', '/m/home');
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // A link in the menu: the router pushes the next page on top of the menu's entry, and the menu closes.
    window.history.pushState({ idx: 5 }, '', '/m/activity');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await settled();
    expect(window.location.pathname).toBe('/m/activity');

    // Back lands on the menu's entry, then on the page under it: one press, as the player sees it.
    const below = poppedTo((state) => !(state && typeof state === 'object' && '__overlay' in state));
    window.history.back();
    await below;
    expect(window.location.pathname).toBe('/m/home');
    expect(window.history.state).toEqual({ idx: 4 });

    // Forward from there steps over it the other way, back to the page the link opened.
    const next = poppedTo(() => window.location.pathname === '/m/activity');
    window.history.forward();
    await next;
    expect(window.history.state).toEqual({ idx: 5 });
  });
});

describe('Dialog and toasts', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows a toast raised while it is open inside itself: the page behind it, toaster included, is inert', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    act(() => toast.error('Insufficient balance'));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('alert')).toHaveTextContent(
      'Insufficient balance',
    );
  });
});
