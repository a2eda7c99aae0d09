import { createServer, Response, type Request, type Server } from 'miragejs';
import { ENDPOINTS, type EndpointName } from '@/api/endpoints';
import type { EndpointDef } from '@/api/endpoint';
import type { LanguageCode } from '@/api/types/common';
import { UNAUTHORIZED_CODE } from '@/api/errors';
import { getConfig } from '@/config/runtime';
import { failureOf, type MockControls } from './controls';
import { MockFailure, type MockContext, type MockErrorCode, type MockServerErrorCode } from './context';
import type { MockDb } from './db';
import { hostileAnswer } from './hostile';
import { answerOnce } from './money-orders';
import { handlers } from './routes';
import { payloadSchema, validatePayload } from './contract';
import { reportAnswerDrift } from './answer-check';
import { driftAnswer } from './drift';
import { answerText, describeRequest, type MockCall } from './call-log';

export interface ServerDeps {
  db: MockDb;
  controls(): MockControls;
  /** One-shot controls (expire) are cleared through this. */
  updateControls(patch: Partial<MockControls>): void;
  notify: MockContext['notify'];
  /** Every answered call, for the call log (./call-log.ts). */
  recordCall(call: Omit<MockCall, 'id'>): void;
}

const LANGUAGES: LanguageCode[] = ['TY', 'EN', 'PT', 'VI'];

const json = (status: number, body: unknown) =>
  new Response(status, { 'Content-Type': 'application/json' }, body as object);
const ok = (def: EndpointDef<unknown, unknown>, result: unknown) =>
  json(200, def.read === 'valueOrData' ? { success: true, data: result } : { success: true, value: result });
const failure = (status: number, errorCode: MockErrorCode | MockServerErrorCode, value?: unknown) =>
  json(status, { success: false, errorCode, message: errorCode, value });

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The request's payload; a body that is not JSON, or an envelope that does not decrypt, is refused (400). */
async function parseBody(
  def: EndpointDef<unknown, unknown>,
  raw: unknown,
  headers: Record<string, string>,
): Promise<unknown> {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (def.body === 'form') return Object.fromEntries(new URLSearchParams(raw));
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new MockFailure('validation.error', undefined, 400);
  }
  if (!def.encrypted) return body;
  // node-forge and the private key load with the first encrypted call (login, registration).
  const { decryptEnvelope, EnvelopeError } = await import('./crypto');
  try {
    return decryptEnvelope(headers.encryption, body);
  } catch (e) {
    throw new MockFailure(e instanceof EnvelopeError ? 'envelope.invalid' : 'validation.error', undefined, 400);
  }
}

/**
 * The Mirage server: one route per row of the endpoint table, each wrapped in what the real
 * gateway does before a handler runs: merchant check, token check, envelope decryption, the payload
 * schema of the call's contract (src/api/contract, ./contract.ts), and the QA controls (server
 * errors, session expiry). Every answer a handler gives is checked against the call's answer schema
 * (./answer-check.ts) before `mock.drift` and `mock.hostile` rewrite it. Latency is Mirage's timing;
 * offline is handled in front of fetch (index.ts), since a network error never reaches a server.
 */
export function startServer(deps: ServerDeps): Server {
  const cfg = getConfig();
  const knownMerchants = new Set([cfg.merchantCode, cfg.trialMerchantCode].filter(Boolean));

  const server = createServer({
    environment: 'development',
    logging: false,
    timing: deps.controls().latency,
    routes() {
      for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
        const def = ENDPOINTS[name] as EndpointDef<unknown, unknown>;
        const path = cfg.apiBase + (cfg.endpointPaths[name] ?? def.path);
        const verb = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

        this[verb](path, async (_schema, request) => {
          const time = Date.now();
          const started = performance.now();
          const response = await answer(request);
          // `mock.slow`: the call has been carried out; only its answer is late.
          const { slow, latency } = deps.controls();
          if (slow[name]) await new Promise((resolve) => setTimeout(resolve, slow[name]));
          const [status, , body] = response.toRackResponse();
          deps.recordCall({
            time,
            name,
            method: def.method,
            ...describeRequest(request, def.method),
            status,
            // Mirage's timing delays the answer after this handler returns.
            latencyMs: Math.round(performance.now() - started) + latency,
            answer: answerText(body),
          });
          return response;
        });

        const answer = async (request: Request): Promise<Response> => {
          const controls = deps.controls();
          const headers = lowerCaseKeys(request.requestHeaders);
          const forced = failureOf(controls, name);
          if (forced?.usedUp) deps.updateControls({ failNext: controls.failNext.filter((e) => e !== forced.usedUp) });
          // A code from `mock.fail=NAME:code` is QA's choice, deliberately not limited to the mock's list.
          if (forced)
            return forced.status === 500 ? failure(500, 'system.error') : failure(200, forced.code as MockErrorCode);
          if (!headers.merchant || !knownMerchants.has(headers.merchant)) return failure(400, 'validation.error');

          const token = def.token === 'none' ? undefined : headers.authorization;
          if (token && controls.expire) {
            deps.db.closeAllSessions();
            deps.updateControls({ expire: false });
            deps.db.save();
          }
          const session = deps.db.sessionFor(token) ?? null;
          const user = session ? (deps.db.userById(session.userId) ?? null) : null;
          if (def.token === 'required' && !user) return failure(401, UNAUTHORIZED_CODE);

          const handler = handlers[name] as ((ctx: MockContext) => unknown) | undefined;
          if (!handler) return failure(501, 'mock.not.implemented');

          let payload: unknown;
          try {
            payload =
              def.method === 'GET' ? { ...request.queryParams } : await parseBody(def, request.requestBody, headers);
          } catch (e) {
            if (e instanceof MockFailure) return failure(e.status, e.errorCode, e.value);
            throw e;
          }
          const schema = payloadSchema(name);
          // Query strings and form bodies carry numbers and booleans as text.
          const invalid = schema && validatePayload(schema, payload ?? {}, def.method === 'GET' || def.body === 'form');
          if (invalid) {
            // Tells whoever develops against the demo which field of which call broke a rule.
            console.warn(`[mock] ${name} refused: ${invalid.code} (${invalid.field})`);
            return failure(400, invalid.code, { field: invalid.field });
          }
          const language = LANGUAGES.includes(headers.language as LanguageCode)
            ? (headers.language as LanguageCode)
            : 'TY';
          const ctx: MockContext = {
            name,
            payload: payload ?? {},
            headers,
            language,
            merchantCode: headers.merchant,
            db: deps.db,
            controls,
            user,
            session,
            notify: deps.notify,
          };
          const run = async () => {
            try {
              let result = await handler(ctx);
              // A handler answering outside its contract is a bug of the mock: said loudly, answered anyway.
              reportAnswerDrift(name, result ?? null);
              if (controls.drift.includes(name)) result = driftAnswer(name, result ?? null);
              return ok(def, (controls.hostile ? await hostileAnswer(name, result) : result) ?? null);
            } catch (e) {
              if (e instanceof MockFailure) return failure(e.status, e.errorCode, e.value);
              console.error(`[mock] ${name} failed`, e);
              return failure(500, 'system.error');
            } finally {
              if (def.method !== 'GET' || name === 'captcha') deps.db.save();
            }
          };
          if (!def.money || !user) return run();
          const key = headers['idempotency-key'];
          if (!key) return failure(400, 'validation.required', { field: 'Idempotency-Key' });
          return answerOnce({ db: deps.db, userId: user.id, key, call: name, payload }, run, {
            again: (status, body) => json(status, body),
            refuse: (code) => failure(code === 'order.closed' ? 200 : 400, code),
          });
        };
      }
      // Everything else (locale chunks, images, config) goes to the network as usual.
      this.passthrough((request) => !new URL(request.url, globalThis.location.href).pathname.includes('/wps/'));
    },
  });
  // Mirage 0.1.x ignores createServer's `logging: false` and logs every request as console groups
  // outside tests: on a page load that is dozens of serialised objects.
  server.logging = false;
  return server;
}
