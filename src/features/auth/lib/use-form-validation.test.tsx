import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { REVALIDATE_DEBOUNCE_MS } from '@/config/constants';
import { setupEnglish } from '../../../../tests/support/render';
import { useFormValidation } from './use-form-validation';

beforeAll(() => setupEnglish('auth'));
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('EN');
});

describe('useFormValidation after a language change (accounts-and-access §5)', () => {
  it('checks the shown messages again 200 ms later, not sooner', async () => {
    expect(REVALIDATE_DEBOUNCE_MS).toBe(200);
    vi.useFakeTimers();
    // A rule whose verdict changes while its message shows (the form's values changed under it).
    let failing = true;
    const { result } = renderHook(() =>
      useFormValidation<'username'>({ username: () => (failing ? { key: 'required.username' } : null) }),
    );
    act(() => result.current.validateField('username'));
    expect(result.current.errors.username).toEqual({ key: 'required.username' });

    failing = false;
    await act(async () => {
      await i18next.changeLanguage('TY');
    });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.errors.username).toEqual({ key: 'required.username' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.errors.username).toBeUndefined();
  });
});
