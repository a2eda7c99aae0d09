export declare const BUDGETS: {
  liveJsToStackFloor: number;
  stackFloorJsGzip: number;
  sizeCheckTolerance: number;
  lighthouseScore: number;
  cls: number;
  tbtMs: number;
  lcpToBare: number;
  domNodes: number;
  longTaskMs: number;
  routeChunkGzip: number;
  firstScreenScripts: number;
  realContentToBareData: { http2: number; http1: number };
  tapToContentRoundTrips: number;
  interactionMs: number;
};
