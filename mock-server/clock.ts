/**
 * The demo's clock: `Date` replaced by one whose "now" runs a set number of ms ahead of the real
 * clock (dates built from arguments are as usual). Timers are not touched; whatever reads the
 * time reads the moved clock.
 */
export interface ShiftedClock {
  /** Run `ms` ahead of the real clock from now on. */
  setAhead(ms: number): void;
  realNow(): number;
}

export function installShiftedClock(): ShiftedClock {
  const RealDate = Date;
  let ahead = 0;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + ahead);
      else super(...(args as [number]));
    }

    static now(): number {
      return RealDate.now() + ahead;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return {
    setAhead(ms) {
      ahead = ms;
    },
    realNow: () => RealDate.now(),
  };
}

/** The steps of the Demo panel's fast-forward buttons. */
export const CLOCK_STEPS_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/**
 * The virtual clock of the demo (`mock.clock`, the Demo panel's fast-forward): the page's clock,
 * which the app and the in-page mock read and the mock's worker follows (./worker/page-clock.ts),
 * runs `clock` ms ahead. `Date` is replaced only once the clock has moved, so a demo on real time
 * (and a test's own fake clock) keeps the browser's.
 */
export function demoClock(): (aheadMs: number) => void {
  let clock: ShiftedClock | undefined;
  return (aheadMs) => {
    if (!clock && aheadMs === 0) return;
    clock ??= installShiftedClock();
    clock.setAhead(aheadMs);
  };
}
