import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useDebouncedLanguage } from './use-debounced-value';

beforeAll(() =>
  i18next
    .use(initReactI18next)
    .init({ lng: 'EN', resources: { EN: {}, PT: {}, VI: {} }, react: { useSuspense: false } }),
);
afterEach(() => vi.useRealTimers());

describe('useDebouncedLanguage (accounts-and-access §9: refetch debounce 250 ms)', () => {
  it('follows a language change 250 ms later, and only the last of quick changes', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDebouncedLanguage());
    expect(result.current).toBe('EN');
    await act(() => i18next.changeLanguage('VI'));
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('EN');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('VI');

    // EN for 200 ms, then PT: the lists reload once, in PT.
    await act(() => i18next.changeLanguage('EN'));
    act(() => vi.advanceTimersByTime(200));
    await act(() => i18next.changeLanguage('PT'));
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('VI');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('PT');
  });
});
