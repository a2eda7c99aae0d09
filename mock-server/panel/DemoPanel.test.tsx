import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appRootCreated } from '@/lib/app-root';
import { i18next, setupI18n } from '@/lib/i18n';
import { defaultControls } from '../controls';
import { createMockHandle } from '../handle';
import { mountDemoPanel } from './mount';

const backend = { controlsChanged: vi.fn(), reset: vi.fn() };
const handle = createMockHandle(defaultControls(), backend);

describe('Demo panel', () => {
  beforeAll(async () => {
    await setupI18n('EN');
    const mounting = mountDemoPanel(handle);
    // Not before the app's root exists (src/lib/app-root.ts), whose event listeners its own root would take.
    await new Promise((later) => setTimeout(later, 50));
    expect(document.getElementById('mock-demo-panel')).toBeNull();
    appRootCreated();
    await act(() => mounting);
  });

  it('opens its controls and applies a change at once', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Demo' }));
    const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
    // When a status change shows: at the app's next status refresh (STATUS_REFRESH_MS), not only after a reload.
    expect(panel).toHaveTextContent('status changes show within 30 s, or at once after Reload');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Maintenance' }));
    expect(handle.controls.maintenance).toBe(true);
    expect(backend.controlsChanged).toHaveBeenCalledWith(expect.objectContaining({ maintenance: true }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the calls, opens one, copies it as curl and makes its next call fail (the fail controls)', async () => {
    handle.recordCall({
      time: Date.now(),
      name: 'gameList',
      method: 'GET',
      url: 'https://demo.test/wps/relay/GCSGAME_gameList?page=1',
      status: 200,
      latencyMs: 12,
      headers: { Merchant: 'DEMO' },
      payload: { page: '1' },
      answer: '{"success":true,"value":[]}',
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Demo' }));
    const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
    const log = within(panel).getByRole('region', { name: 'Call log (1)' });
    const entry = within(log).getByRole('button', { name: /gameList GET 200 12 ms/ });
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(within(log).getByText('/wps/relay/GCSGAME_gameList?page=1')).toBeInTheDocument();

    fireEvent.click(within(log).getByRole('button', { name: 'Copy as curl' }));
    expect(writeText).toHaveBeenCalledWith(
      "curl -X GET 'https://demo.test/wps/relay/GCSGAME_gameList?page=1' -H 'Merchant: DEMO'",
    );
    await waitFor(() => expect(within(log).getByRole('status')).toHaveTextContent('Copied'));

    fireEvent.click(within(log).getByRole('button', { name: 'Fail next', pressed: false }));
    expect(handle.controls.failNext).toEqual(['gameList']);
    fireEvent.change(within(log).getByRole('combobox', { name: 'Error to answer' }), {
      target: { value: 'permission.denied' },
    });
    fireEvent.click(within(log).getByRole('button', { name: 'Fail always', pressed: false }));
    expect(handle.controls.fail).toEqual(['gameList:permission.denied']);
    expect(within(log).getByRole('button', { name: 'Fail always' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(log).getByRole('button', { name: 'Fail always' }));
    expect(handle.controls.fail).toEqual([]);
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fast-forwards the demo clock by a minute, an hour and a day, and goes back to real time', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Demo' }));
    const clock = within(await screen.findByRole('dialog', { name: 'Demo controls' })).getByRole('region', {
      name: 'Demo clock',
    });
    expect(within(clock).getByRole('button', { name: 'Back to real time' })).toBeDisabled();
    for (const step of ['+1 min', '+1 h', '+1 day']) fireEvent.click(within(clock).getByRole('button', { name: step }));
    expect(handle.controls.clock).toBe(60_000 + 3_600_000 + 86_400_000);
    expect(within(clock).getByRole('status')).toHaveTextContent('1 d 1 h 1 min ahead of real time');
    fireEvent.click(within(clock).getByRole('button', { name: 'Back to real time' }));
    expect(handle.controls.clock).toBe(0);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks the new language as soon as the language changes (its strings load with the app’s)', async () => {
    await act(() => i18next.changeLanguage('TY'));
    fireEvent.click(screen.getByRole('button', { name: '演示' }));
    const panel = await screen.findByRole('dialog', { name: '演示控制' });
    expect(within(panel).getByRole('checkbox', { name: '维护中' })).toBeChecked();
  });
});
