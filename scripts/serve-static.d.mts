export interface StaticServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4173 */
  url: string;
  close(): Promise<void>;
}

/** Serve `dir` on 127.0.0.1:`port` (0 picks a free port). */
export function startStaticServer(dir: string, port?: number): Promise<StaticServer>;

/** One rule of a `_headers` file (Netlify, Cloudflare Pages). */
export interface HeadersRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
}

/** The rules of a `_headers` file. */
export function parseHeadersFile(text: string): HeadersRule[];

/** The headers `rules` give a path (lower-case names), a name given by two rules joined by a comma. */
export function headersForPath(rules: HeadersRule[], pathname: string): Record<string, string>;
