import { STORAGE_KEYS } from './storage-keys';

/** The module as a freshly loaded page sees it (its copy in memory is per page). */
const freshModule = async () => {
  vi.resetModules();
  return import('./form-drafts');
};

describe('form drafts', () => {
  it('are kept in session storage for the next page of the tab, per form and player', async () => {
    const before = await freshModule();
    before.saveFormDraft('/m/withdraw#withdraw', 'demo01', { amount: '250', cardId: 'c2' });
    expect(localStorage.getItem(STORAGE_KEYS.formDrafts)).toBeNull();
    const after = await freshModule();
    expect(after.savedFormDraft('/m/withdraw#withdraw', 'demo01', { amount: '', cardId: 'c1' })).toEqual({
      amount: '250',
      cardId: 'c2',
    });
    expect(after.savedFormDraft('/m/withdraw#withdraw', 'vip01', { amount: '', cardId: 'c1' })).toBeNull();
    expect(after.savedFormDraft('/m/voucherCenter#deposit', 'demo01', { amount: '' })).toBeNull();
  });

  it('give back only the fields of the form, with their types', async () => {
    const drafts = await freshModule();
    drafts.saveFormDraft('k', 'demo01', { amount: 250, note: 'x', extra: 'y' } as never);
    expect(
      drafts.savedFormDraft('k', 'demo01', { amount: '', note: 'n', optional: undefined as string | undefined }),
    ).toEqual({ note: 'x' });
  });

  it('are dropped one by one, or all at once', async () => {
    const drafts = await freshModule();
    drafts.saveFormDraft('a', 'demo01', { v: '1' });
    drafts.saveFormDraft('b', 'demo01', { v: '2' });
    drafts.dropFormDraft('a');
    expect(drafts.savedFormDraft('a', 'demo01', { v: '' })).toBeNull();
    expect(drafts.savedFormDraft('b', 'demo01', { v: '' })).toEqual({ v: '2' });
    drafts.clearFormDrafts();
    expect(drafts.savedFormDraft('b', 'demo01', { v: '' })).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.formDrafts)).toBeNull();
  });

  it.each(['{bad', '[]', '42', '{"k":1}', '{"k":{"user":"demo01","values":7}}'])(
    'survive a corrupt stored value %s',
    async (raw) => {
      sessionStorage.setItem(STORAGE_KEYS.formDrafts, raw);
      const drafts = await freshModule();
      expect(drafts.savedFormDraft('k', 'demo01', { v: '' })).toBeNull();
      drafts.saveFormDraft('k', 'demo01', { v: '1' });
      expect(drafts.savedFormDraft('k', 'demo01', { v: '' })).toEqual({ v: '1' });
    },
  );
});
