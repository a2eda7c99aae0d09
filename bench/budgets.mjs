/** The product's performance budgets (docs/performance.md, "Budgets and where they stand"); the size check in npm test reads them too. */
export const BUDGETS = {
  /** Live initial JS (gzip) at most this multiple of the stack floor's. */
  liveJsToStackFloor: 1.2,
  /** The stack floor's initial JS, gzip bytes, as measured by the bench (React 19, router, Query, zustand, i18next). */
  stackFloorJsGzip: 122_396,
  /** `npm test` fails when the live initial JS grows more than this over its budget. */
  sizeCheckTolerance: 0.1,
  lighthouseScore: 95,
  cls: 0.02,
  tbtMs: 100,
  lcpToBare: 1.25,
  domNodes: 1500,
  longTaskMs: 50,
  routeChunkGzip: 60 * 1024,
  /**
   * Scripts a measured page (/m/home, /m/rng, /m/lott) asks for before its first screen, the default language's strings
   * among them: over HTTP/1.1 a browser fetches six at a time from a host, and each wave costs a round trip on a phone.
   */
  firstScreenScripts: 12,
  /** First real content (real-user part) at most this multiple of the bare React page's fetching the same data, per protocol. */
  realContentToBareData: { http2: 1.0, http1: 1.2 },
  /** A tap on a category or bottom-menu entry of a warm page: the new route's real content within this many round trips. */
  tapToContentRoundTrips: 1,
  /** The tap's interaction duration (Event Timing, what INP reports) at CPU ÷4. */
  interactionMs: 100,
};
