// @vitest-environment node
import type { Workbox } from 'workbox-window';
import { createAppWorker, SKIP_WAITING_MESSAGE, TAKE_OVER_WITHIN_MS, type AppWorkerHost } from './app-worker';

/** A stand-in for workbox-window and the browser around it. */
function fakeHost({ waitingWorker = null as ServiceWorker | null, takeOverNoted = false } = {}) {
  const handlers = new Map<string, () => void>();
  const visible: (() => void)[] = [];
  const container = Object.assign(new EventTarget(), {
    getRegistration: vi.fn(async () => ({ waiting: waitingWorker }) as ServiceWorkerRegistration),
  }) as unknown as ServiceWorkerContainer;
  const workbox = {
    addEventListener: vi.fn((type: string, handler: () => void) => handlers.set(type, handler)),
    register: vi.fn(async () => ({ waiting: waitingWorker }) as ServiceWorkerRegistration),
    update: vi.fn(async () => undefined),
  };
  const host: AppWorkerHost = {
    load: vi.fn(async () => workbox as unknown as Workbox),
    container: () => container,
    reload: vi.fn(),
    onVisible: (callback) => visible.push(callback),
    rememberTakeOver: vi.fn(),
    takeOverRemembered: () => takeOverNoted,
  };
  return { host, workbox, container, fire: (type: string) => handlers.get(type)?.(), visible };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));
const aWaitingWorker = () => ({ postMessage: vi.fn() }) as unknown as ServiceWorker;

/** A worker registered on the host, then the clock faked (each test gets the real one back). */
async function registeredOnFakeClock(host: AppWorkerHost) {
  const worker = createAppWorker(host);
  worker.register();
  await settle();
  vi.useFakeTimers();
  return worker;
}
afterEach(() => {
  vi.useRealTimers();
});

describe('app worker', () => {
  it('registers once, however often it is asked', async () => {
    const { host, workbox } = fakeHost();
    const worker = createAppWorker(host);
    worker.register();
    worker.register();
    await settle();
    expect(host.load).toHaveBeenCalledTimes(1);
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is no worker', async () => {
    const { host } = fakeHost();
    host.load = vi.fn(async () => null);
    const worker = createAppWorker(host);
    worker.register();
    await settle();
    expect(worker.updateWaiting()).toBe(false);
  });

  it('tells its subscribers when a new version waits', async () => {
    const { host, fire } = fakeHost();
    const worker = createAppWorker(host);
    const listener = vi.fn();
    worker.subscribe(listener);
    worker.register();
    await settle();
    expect(worker.updateWaiting()).toBe(false);
    fire('waiting');
    expect(worker.updateWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version when the page comes back to the foreground', async () => {
    const { host, workbox, visible } = fakeHost();
    createAppWorker(host).register();
    await settle();
    visible.forEach((callback) => callback());
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it('Reload: the waiting version is told to take over, and the page reloads once it has', async () => {
    const waitingWorker = aWaitingWorker();
    const { host, container, fire } = fakeHost({ waitingWorker });
    const worker = createAppWorker(host);
    worker.register();
    await settle();
    fire('waiting');
    worker.activateUpdate();
    expect(waitingWorker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(SKIP_WAITING_MESSAGE).toEqual({ type: 'SKIP_WAITING' });
    expect(host.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('TAKE_OVER_WITHIN_MS is 3 s', () => {
    expect(TAKE_OVER_WITHIN_MS).toBe(3_000);
  });

  it('Reload whose new version has not taken over within TAKE_OVER_WITHIN_MS: notes it and reloads all the same, once', async () => {
    const waitingWorker = aWaitingWorker();
    const { host } = fakeHost({ waitingWorker });
    const worker = await registeredOnFakeClock(host);
    worker.activateUpdate();
    worker.activateUpdate(); // a second tap asks again, and waits no longer
    expect(waitingWorker.postMessage).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS - 1);
    expect(host.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(host.rememberTakeOver).toHaveBeenCalledTimes(1);
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('Reload taken over in time: one reload, and nothing noted', async () => {
    const { host, container } = fakeHost({ waitingWorker: aWaitingWorker() });
    const worker = await registeredOnFakeClock(host);
    worker.activateUpdate();
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS);
    expect(host.reload).toHaveBeenCalledTimes(1);
    expect(host.rememberTakeOver).not.toHaveBeenCalled();
  });

  it('the page after a noted take-over, the new version still waiting: asks it again, and reloads once it has taken over', async () => {
    const waitingWorker = aWaitingWorker();
    const { host, container } = fakeHost({ waitingWorker, takeOverNoted: true });
    createAppWorker(host); // not registered yet: registering waits for the first screen
    await settle();
    expect(waitingWorker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(host.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('the page after a noted take-over, the new version in control by now (the old one may have served the page): reloads once', async () => {
    const { host, container } = fakeHost({ takeOverNoted: true });
    createAppWorker(host);
    await settle();
    expect(host.reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('a worker taking the page without a Reload asked (the first visit): no reload', async () => {
    const { host, container } = fakeHost();
    createAppWorker(host).register();
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).not.toHaveBeenCalled();
  });

  it('Reload with no version waiting any more (another tab took it): reloads at once', async () => {
    const { host } = fakeHost();
    const worker = createAppWorker(host);
    worker.register();
    await settle();
    worker.activateUpdate();
    expect(host.reload).toHaveBeenCalledTimes(1);
  });
});
