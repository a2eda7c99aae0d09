import { closeOnBack, OVERLAY_ENTRY_MARK, overlayEntryWaitsFor, overlayStepsDone } from './back-closes';

describe('an overlay’s history entry', () => {
  it('is a step still to come from the overlay’s closing until its Back has taken the entry off', async () => {
    window.history.replaceState({ idx: 0 }, '', '/m/member/home');
    const release = closeOnBack(() => undefined);
    expect(window.history.state).toMatchObject({ [OVERLAY_ENTRY_MARK]: true });
    // Opening is no step: navigations go at once.
    expect(overlayStepsDone()).toBeNull();

    release();
    const done = overlayStepsDone();
    expect(done).not.toBeNull();
    let finished = false;
    void done!.then(() => (finished = true));
    await vi.waitFor(() => expect(finished).toBe(true));
    expect(window.history.state).not.toHaveProperty(OVERLAY_ENTRY_MARK);
    expect(overlayStepsDone()).toBeNull();
  });

  it('stays while a navigation its overlay started is under way, and is not taken back over the page it lands on', async () => {
    window.history.replaceState({ idx: 0 }, '', '/m/home');
    const release = closeOnBack(() => undefined);
    // A confirm that opens a page whose code still loads: it replaces the overlay's entry once it lands.
    let land = () => undefined as void;
    const navigation = overlayEntryWaitsFor(
      new Promise<void>(
        (resolve) =>
          (land = () => {
            window.history.replaceState({ idx: 0 }, '', '/m/agent');
            resolve();
          }),
      ),
    );
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.history.state).toMatchObject({ [OVERLAY_ENTRY_MARK]: true });

    land();
    await navigation;
    await vi.waitFor(() => expect(overlayStepsDone()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/m/agent');
    expect(window.history.state).not.toHaveProperty(OVERLAY_ENTRY_MARK);
  });
});
