import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFormDrafts } from '@/lib/form-drafts';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSession, useSessionStore, type SessionInfo } from '@/stores/session';
import { renderInApp } from '../../tests/support/render';
import { useFormDraft } from './use-form-draft';

const DEMO: SessionInfo = { token: 't', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };

function Form({ onSent }: { onSent?: (clear: () => void) => void }) {
  const [values, setValues, clearDraft] = useFormDraft('test', { note: '', code: '' }, { secret: ['code'] });
  return (
    <form onSubmit={(e) => (e.preventDefault(), onSent?.(clearDraft))}>
      <label>
        Note
        <input value={values.note} onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))} />
      </label>
      <label>
        Code
        <input value={values.code} onChange={(e) => setValues((v) => ({ ...v, code: e.target.value }))} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const Protected = (props: Parameters<typeof Form>[0]) => (useSession() ? <Form {...props} /> : <p>login page</p>);
const field = (name: string) => screen.getByRole('textbox', { name });
const logIn = (session = DEMO) => act(() => useSessionStore.getState().signIn(session));

beforeEach(() => {
  clearFormDrafts();
  useSessionStore.setState({ session: DEMO, expiredFrom: null });
});

describe('useFormDraft', () => {
  it('saves the typed values, not the secret ones, when the session expires, and restores them after logging in', async () => {
    renderInApp(<Protected />, { path: '/m/page' });
    await userEvent.type(field('Note'), 'hello');
    await userEvent.type(field('Code'), '123456');
    act(() => useSessionStore.getState().expire('/m/page'));
    await screen.findByText('login page');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.formDrafts)!)).toEqual({
      '/m/page#test': { user: 'demo01', values: { note: 'hello' } },
    });
    logIn();
    expect(field('Note')).toHaveValue('hello');
    expect(field('Code')).toHaveValue('');
    expect(sessionStorage.getItem(STORAGE_KEYS.formDrafts)).toBeNull();
  });

  it('keeps nothing when the form is left or the player logs out', async () => {
    const { unmount } = renderInApp(<Protected />, { path: '/m/page' });
    await userEvent.type(field('Note'), 'hello');
    unmount();
    renderInApp(<Protected />, { path: '/m/page' });
    await userEvent.type(field('Note'), 'again');
    act(() => useSessionStore.getState().signOut());
    logIn();
    expect(field('Note')).toHaveValue('');
  });

  it('keeps nothing of a form left untouched, or sent', async () => {
    renderInApp(<Protected onSent={(clear) => clear()} />, { path: '/m/page' });
    act(() => useSessionStore.getState().expire('/m/page'));
    expect(sessionStorage.getItem(STORAGE_KEYS.formDrafts)).toBeNull();
    logIn();
    await userEvent.type(field('Note'), 'sent');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => useSessionStore.getState().expire('/m/page'));
    logIn();
    expect(field('Note')).toHaveValue('');
  });
});
