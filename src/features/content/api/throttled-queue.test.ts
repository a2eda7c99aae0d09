import { createThrottledQueue } from './throttled-queue';

describe('createThrottledQueue', () => {
  beforeEach(() => vi.useFakeTimers());

  it('runs the first item at once and spaces the others by the interval, dropping none', async () => {
    const task = vi.fn(() => Promise.resolve());
    const enqueue = createThrottledQueue(task, 150);
    enqueue('a');
    enqueue('b');
    enqueue('c');
    expect(task.mock.calls).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(149);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.mock.calls).toEqual([['a'], ['b']]);
    await vi.advanceTimersByTimeAsync(150);
    expect(task.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('ignores an item already waiting in the queue', async () => {
    const task = vi.fn(() => Promise.resolve());
    const enqueue = createThrottledQueue(task, 150);
    enqueue('a');
    enqueue('b');
    enqueue('b');
    await vi.advanceTimersByTimeAsync(500);
    expect(task.mock.calls).toEqual([['a'], ['b']]);
  });

  it('waits out the interval after a recent run', async () => {
    const task = vi.fn(() => Promise.resolve());
    const enqueue = createThrottledQueue(task, 150);
    enqueue('a');
    await vi.advanceTimersByTimeAsync(100);
    enqueue('b');
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
