import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18next, setupI18n } from '@/lib/i18n';
import { defaultControls } from '../controls';
import { createMockHandle } from '../handle';
import { mountDemoPanel } from './mount';

const backend = { controlsChanged: vi.fn(), reset: vi.fn() };
const handle = createMockHandle(defaultControls(), backend);

describe('Demo panel', () => {
  beforeAll(async () => {
    await setupI18n('EN');
    await act(() => mountDemoPanel(handle));
  });

  it('opens its controls and applies a change at once', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Demo' }));
    const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Maintenance' }));
    expect(handle.controls.maintenance).toBe(true);
    expect(backend.controlsChanged).toHaveBeenCalledWith(expect.objectContaining({ maintenance: true }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks the new language as soon as the language changes (its strings load with the app’s)', async () => {
    await act(() => i18next.changeLanguage('TY'));
    fireEvent.click(screen.getByRole('button', { name: '演示' }));
    const panel = await screen.findByRole('dialog', { name: '演示控制' });
    expect(within(panel).getByRole('checkbox', { name: '维护中' })).toBeChecked();
  });
});
