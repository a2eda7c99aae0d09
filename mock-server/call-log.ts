import type { Request } from 'miragejs';

/** One call the mock answered, as the Demo panel's call log and `window.__mock.calls` show it. */
export interface MockCall {
  /** Numbered by the page, in the order the answers arrived. */
  id: number;
  /** When the call arrived (ms since the epoch, on the demo's clock). */
  time: number;
  /** The endpoint table's name of the call. */
  name: string;
  method: string;
  /** Absolute URL, with the query string of a GET. */
  url: string;
  status: number;
  /** From arrival to answer, the mock's latency and late answers (`mock.slow`) included. */
  latencyMs: number;
  headers: Record<string, string>;
  /** What the call sent: the query parameters of a GET, else the body (JSON when it parses; encrypted calls show their envelope). */
  payload: unknown;
  /** The answer's JSON text, cut at ANSWER_CHARS_KEPT. */
  answer: string;
}

/** The calls the log keeps, newest last: a page load makes a few dozen. */
export const CALLS_KEPT = 200;
/** An answer's text is kept up to this length: a lobby's game list runs to hundreds of kilobytes. */
export const ANSWER_CHARS_KEPT = 20_000;

/** The request's side of a log entry. */
export function describeRequest(request: Request, method: string): Pick<MockCall, 'url' | 'headers' | 'payload'> {
  const url = new URL(request.url, globalThis.location.href).href;
  if (method === 'GET') return { url, headers: request.requestHeaders, payload: request.queryParams };
  const body = typeof request.requestBody === 'string' ? request.requestBody : '';
  let payload: unknown = body;
  try {
    payload = JSON.parse(body);
  } catch {
    // A form body or no body: shown as sent.
  }
  return { url, headers: request.requestHeaders, payload };
}

/** An answer's body as the log keeps it. */
export function answerText(body: unknown): string {
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  return text.length > ANSWER_CHARS_KEPT ? `${text.slice(0, ANSWER_CHARS_KEPT)}…` : text;
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The call as a curl command line, to replay it against the mock's wire format or a real gateway. */
export function curlLine(call: Pick<MockCall, 'method' | 'url' | 'headers' | 'payload'>): string {
  const parts = ['curl', '-X', call.method, shellQuote(call.url)];
  for (const [name, value] of Object.entries(call.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (call.method !== 'GET' && call.payload !== '') {
    const body = typeof call.payload === 'string' ? call.payload : JSON.stringify(call.payload);
    parts.push('--data-raw', shellQuote(body));
  }
  return parts.join(' ');
}
