import type { RuntimeConfig } from '@/config/runtime';
import { ENDPOINTS, type EndpointName, type Endpoints } from './endpoints';
import type { CallerReqOf, EndpointDef, ResOf } from './endpoint';
import { ApiError, UNAUTHORIZED_CODE } from './errors';
import type { Envelope, LanguageCode } from './types/common';
import { encryptEnvelope } from './encryption';
import { backendReady } from './backend-ready';
import { takeFirstCall } from './first-calls';
import { answerGuardOf, readAnswer } from './read-answer';

/** After this long a pending call raises the "slow connection" notice. */
export const SLOW_CALL_MS = 5_000;
export const GATEWAY_VERSION_MOBILE = '3';

export interface CallOptions {
  signal?: AbortSignal;
  /** Override the endpoint's timeout. */
  timeoutMs?: number;
  /** Required by money calls (EndpointDef.money): one key per order, the same when the player retries that order. */
  idempotencyKey?: string;
  /** The `Merchant` header of a call that starts another merchant's session (the trial login). */
  merchantCode?: string;
}

type Method<E> =
  undefined extends CallerReqOf<E>
    ? (payload?: CallerReqOf<E>, options?: CallOptions) => Promise<ResOf<E>>
    : (payload: CallerReqOf<E>, options?: CallOptions) => Promise<ResOf<E>>;

/** The one client interface: a typed method for every row of the endpoint table. */
export type ApiClient = { [K in EndpointName]: Method<Endpoints[K]> };

export interface HttpClientDeps {
  config(): Promise<RuntimeConfig>;
  token(): string | null;
  /** The merchant the app speaks for now (the session's, else the deployment's): the `Merchant` header. */
  merchantCode?(): string;
  language(): LanguageCode;
  /** iOS home-screen web app: the platform expects `Device: OTHERS`. */
  standaloneIos(): boolean;
  /**
   * HTTP 401 / login.not.session for a call sent with `sentToken` (null: none): the session it spoke for has
   * expired (clear it, send the user to /m/login), unless that session had already ended.
   */
  onUnauthorized(endpoint: string, sentToken: string | null): void;
  /** A call became slow (+1) or a slow call ended (-1). */
  onSlowChange?(delta: 1 | -1): void;
  /**
   * With `contractCheck` on: an answer as it arrived, to be checked against its call's contract
   * later (./contract-drift.ts). It must neither block nor change the answer the app gets.
   */
  checkAnswer?(endpoint: EndpointName, value: unknown): void;
  fetch?: typeof fetch;
}

export function toQueryString(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    params.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function buildHeaders(
  def: EndpointDef<unknown, unknown>,
  cfg: RuntimeConfig,
  deps: Pick<HttpClientDeps, 'token' | 'merchantCode' | 'language' | 'standaloneIos'>,
  merchantCode?: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: merchantCode || deps.merchantCode?.() || cfg.merchantCode,
    Language: deps.language(),
    Device: deps.standaloneIos() ? 'OTHERS' : 'MOBILE',
    'X-Gateway-Version': GATEWAY_VERSION_MOBILE,
    Accept: 'application/json',
  };
  const token = deps.token();
  if (token && def.token !== 'none') headers.Authorization = token;
  if (def.moduleId) headers.ModuleId = def.moduleId;
  return headers;
}

/** `answer`, unless `signal` aborts first (a timeout or the caller): then an AbortError, as fetch gives. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createHttpClient(deps: HttpClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call(name: EndpointName, payload: unknown, options: CallOptions = {}): Promise<unknown> {
    const def = ENDPOINTS[name] as EndpointDef<unknown, unknown>;
    // Without a key the platform could not tell a retried order from a second one.
    if (def.money && !options.idempotencyKey) throw new Error(`${name} moves money and needs an idempotency key`);
    const cfg = await deps.config();
    // No session to expire: a screen left behind by a logout still asking (or a caller that should have asked for a login).
    if (def.token === 'required' && !deps.token()) throw new ApiError('unauthorized', name, UNAUTHORIZED_CODE);

    const path = cfg.endpointPaths[name] ?? def.path;
    const headers = buildHeaders(def, cfg, deps, options.merchantCode);
    if (def.merchantField) payload = { ...(payload as object), [def.merchantField]: headers.Merchant };
    const sentToken = headers.Authorization ?? null;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let url = cfg.apiBase + path;
    let body: string | undefined;

    if (def.method === 'GET') {
      url += toQueryString(payload);
    } else if (def.encrypted) {
      const envelope = await encryptEnvelope(payload, cfg.rsaPublicKey);
      headers.Encryption = envelope.encryptionHeader;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(envelope.body);
    } else if (def.body === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQueryString(payload).slice(1);
    } else if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }

    // The answer's guard loads while the request is out.
    const guard = answerGuardOf(name);
    guard.catch(() => undefined);
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? def.timeoutMs ?? cfg.requestTimeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);
    let slow = false;
    const slowTimer = def.silent
      ? undefined
      : setTimeout(() => {
          slow = true;
          deps.onSlowChange?.(1);
        }, SLOW_CALL_MS);

    try {
      let response: Response;
      try {
        await backendReady();
        const send = () => doFetch(url, { method: def.method, headers, body, signal: controller.signal });
        // The page's head may have sent this very request already (./first-calls.ts): its answer, else ours.
        const early = takeFirstCall({ url, method: def.method, headers, body: body ?? null }, send);
        response = await (early ? untilAborted(early, controller.signal) : send());
      } catch (e) {
        if (timedOut) throw new ApiError('timeout', name);
        if (options.signal?.aborted) throw e;
        throw new ApiError('network', name);
      }
      if (response.status === 401) {
        deps.onUnauthorized(name, sentToken);
        throw new ApiError('unauthorized', name, UNAUTHORIZED_CODE, undefined, undefined, 401);
      }
      let envelope: Envelope;
      try {
        envelope = (await response.json()) as Envelope;
      } catch {
        if (timedOut) throw new ApiError('timeout', name);
        throw new ApiError('server', name, undefined, undefined, undefined, response.status);
      }
      if (response.status >= 500) {
        throw new ApiError('server', name, envelope?.errorCode, envelope?.message, undefined, response.status);
      }
      if (!envelope || envelope.success !== true) {
        if (envelope?.errorCode === UNAUTHORIZED_CODE) {
          deps.onUnauthorized(name, sentToken);
          throw new ApiError('unauthorized', name, UNAUTHORIZED_CODE, envelope.message, undefined, response.status);
        }
        const value = envelope?.value ?? envelope?.data;
        throw new ApiError('business', name, envelope?.errorCode, envelope?.message, value, response.status);
      }
      const value = def.read === 'valueOrData' ? (envelope.value ?? envelope.data) : envelope.value;
      if (cfg.contractCheck && deps.checkAnswer) {
        try {
          deps.checkAnswer(name, value);
        } catch {
          // The check is an operator's tool: it never fails a call.
        }
      }
      return await readAnswer(name, value, guard);
    } finally {
      clearTimeout(timer);
      if (slowTimer) clearTimeout(slowTimer);
      if (slow) deps.onSlowChange?.(-1);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  const client = {} as Record<string, (payload?: unknown, options?: CallOptions) => Promise<unknown>>;
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    client[name] = (payload, options) => call(name, payload, options);
  }
  return client as unknown as ApiClient;
}
