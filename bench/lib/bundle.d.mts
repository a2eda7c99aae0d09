export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
/** React Router's manifest (`window.__reactRouterManifest`), as much of it as the tests read. */
export interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
}
export declare const FRAME_ROUTES: string[];
export declare function sizesOf(buffer: Uint8Array): Sizes;
export declare function routerManifestOf(
  outDir: string,
  html: string,
): { file: string; manifest: RouterManifest } | null;
export declare function initialAssetsFromHtml(html: string, outDir?: string): string[];
export declare function initialSizes(outDir: string): { js: Sizes; css: Sizes; html: Sizes; files: string[] };
