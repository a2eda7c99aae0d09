import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appWorker } from '@/lib/app-worker';
import { setupEnglish } from '../../../tests/support/render';
import { UpdatePrompt } from './UpdatePrompt';

vi.mock('@/hooks/use-after-load-idle', () => ({ useAfterLoadIdle: () => true }));

beforeAll(() => setupEnglish('common'));

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then offers Reload in a status region, which activates it', async () => {
    let waiting = false;
    const listeners = new Set<() => void>();
    vi.spyOn(appWorker, 'register').mockImplementation(() => undefined);
    vi.spyOn(appWorker, 'updateWaiting').mockImplementation(() => waiting);
    vi.spyOn(appWorker, 'subscribe').mockImplementation((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    const activate = vi.spyOn(appWorker, 'activateUpdate').mockImplementation(() => undefined);

    render(<UpdatePrompt />);
    expect(appWorker.register).toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => {
      waiting = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
    // The take-over can take seconds: the tap shows, and a second one asks again.
    await userEvent.click(screen.getByRole('button', { name: 'Reloading…' }));
    expect(activate).toHaveBeenCalledTimes(2);
  });
});
