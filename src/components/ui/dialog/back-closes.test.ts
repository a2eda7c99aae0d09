import { closeOnBack, OVERLAY_ENTRY_MARK, overlayStepsDone } from './back-closes';

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
});
