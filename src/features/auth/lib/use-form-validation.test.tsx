import { act, fireEvent, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { REVALIDATE_DEBOUNCE_MS } from '@/config/constants';
import { setupEnglish } from '../../../../tests/support/render';
import { PRESS_RELEASE_GRACE_MS } from '../constants';
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

describe('useFormValidation on blur while a press is under way', () => {
  const renderFailing = () =>
    renderHook(() => useFormValidation<'password'>({ password: () => ({ key: 'validation.passwordFormat' }) })).result;

  it('shows the message at once when no pointer is pressed (leaving by keyboard)', () => {
    const result = renderFailing();
    act(() => result.current.validateField('password'));
    expect(result.current.errors.password).toEqual({ key: 'validation.passwordFormat' });
  });

  it('holds it from the press to its click, so what the finger pressed stays where it was', () => {
    const result = renderFailing();
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body); // a touch's blur comes after its pointerup
    act(() => result.current.validateField('password'));
    expect(result.current.errors.password).toBeUndefined();
    act(() => void fireEvent.click(document.body));
    expect(result.current.errors.password).toEqual({ key: 'validation.passwordFormat' });
  });

  it('shows it once a press that brings no click has been released for a while', () => {
    vi.useFakeTimers();
    const result = renderFailing();
    fireEvent.pointerDown(document.body);
    act(() => result.current.validateField('password'));
    fireEvent.pointerUp(document.body);
    act(() => vi.advanceTimersByTime(PRESS_RELEASE_GRACE_MS - 1));
    expect(result.current.errors.password).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.errors.password).toEqual({ key: 'validation.passwordFormat' });
  });
});
