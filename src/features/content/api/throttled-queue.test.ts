// @vitest-environment node
import { MARK_READ_THROTTLE_MS } from '../constants';
import { createThrottledQueue } from './throttled-queue';

describe('createThrottledQueue', () => {
  beforeEach(() => vi.useFakeTimers());

  it("spaces mark-read calls by the spec's 150 ms (§7)", () => {
    expect(MARK_READ_THROTTLE_MS).toBe(150);
  });

  it('runs the first item at once and spaces the others by the interval, dropping none', async () => {
    const task = vi.fn(() => Promise.resolve());
    const enqueue = createThrottledQueue(task, MARK_READ_THROTTLE_MS);
    enqueue('a');
    enqueue('b');
    enqueue('c');
    expect(task.mock.calls).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.mock.calls).toEqual([['a'], ['b']]);
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS);
    expect(task.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('ignores an item already waiting in the queue', async () => {
    const task = vi.fn(() => Promise.resolve());
    const enqueue = createThrottledQueue(task, MARK_READ_THROTTLE_MS);
    enqueue('a');
    enqueue('b');
    enqueue('b');
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS * 3);
    expect(task.mock.calls).toEqual([['a'], ['b']]);
  });

  it('waits out the interval after a recent run', async () => {
    const task = vi.fn(() => Promise.resolve());
    const enqueue = createThrottledQueue(task, MARK_READ_THROTTLE_MS);
    enqueue('a');
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS - 50);
    enqueue('b');
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
