// @vitest-environment node
import { LOADING_TIMEOUT_MS, TOAST_MS } from '@/config/constants';
import { toast, useToastStore } from './toast-store';

const shown = () => useToastStore.getState().toasts.map((t) => `${t.kind}: ${t.text}`);

describe('toast durations (docs/decisions/shell.md: both specs’ §9 per message kind)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('are info 1.5 s, error 3 s, success 1 s, loading at most 10 s', () => {
    expect(TOAST_MS).toEqual({ info: 1_500, error: 3_000, success: 1_000 });
    expect(LOADING_TIMEOUT_MS).toBe(10_000);
  });

  it.each([
    ['info', () => toast.info('You are not logged in, please login first'), 1_500],
    ['error', () => toast.error('Unknown error'), 3_000],
    ['success', () => toast.success('Change saved'), 1_000],
    ['loading', () => toast.loading('Please wait'), 10_000],
  ] as const)('show %s for its time, then hide it', (_, show, ms) => {
    show();
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(ms - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('take the time the spec names for a message instead, and can be hidden early', () => {
    toast.success('SMS sent', 1_500);
    const hide = toast.loading('Please wait', 9_999);
    vi.advanceTimersByTime(1_000);
    expect(shown()).toEqual(['success: SMS sent', 'loading: Please wait']);
    hide();
    expect(shown()).toEqual(['success: SMS sent']);
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual([]);
  });
});
