import type { BootFiles } from '../../build/boot-script';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export declare function sizesOf(buffer: Uint8Array): Sizes;
export declare function initialAssetsFromHtml(html: string): string[];
export declare function initialSizes(outDir: string): { js: Sizes; css: Sizes; html: Sizes; files: string[] };
export declare function bootFilesOf(html: string): BootFiles | null;
