import { STORAGE_KEYS } from '@/lib/storage-keys';

/** The store as a fresh page load creates it (it reads the stored theme once, at start). */
async function freshStore() {
  vi.resetModules();
  return (await import('./ui')).useUiStore;
}

describe('theme (accounts-and-access §4: stored as dark or light, default light)', () => {
  it('starts light, stores the choice and starts with it on the next visit', async () => {
    let store = await freshStore();
    expect(store.getState().theme).toBe('light');
    store.getState().setTheme('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    store = await freshStore();
    expect(store.getState().theme).toBe('dark');
    store.getState().setTheme('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });

  it('starts light when the stored value is neither dark nor light', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect((await freshStore()).getState().theme).toBe('light');
  });
});
