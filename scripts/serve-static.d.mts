export interface StaticServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4173 */
  url: string;
  close(): Promise<void>;
}

/** Serve `dir` on 127.0.0.1:`port` (0 picks a free port). */
export function startStaticServer(dir: string, port?: number): Promise<StaticServer>;
