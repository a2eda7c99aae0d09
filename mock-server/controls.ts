import {
  type Guard,
  hasFields,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isOptional,
  isRecordOf,
  isString,
} from '@/lib/guards';
import { MOCK_PARAM_PREFIX } from '@/app/mock-address';
import { keepThroughClear, readJson, writeJson } from '@/lib/storage';

/**
 * Mock controls (DECISIONS §4): set by `mock.*` URL query on any page (applied once: the page
 * takes them out of its address), kept for the tab's session, a logout included, changeable in
 * the Demo panel and readable/writable on `window.__mock` in tests.
 */
export interface MockControls {
  maintenance: boolean;
  region: boolean;
  ip: string;
  /** Delay on every call in ms. */
  latency: number;
  /**
   * Endpoint names answering a server error; `*` fails every call; `NAME:error.code` makes that
   * call answer that business error code instead (any code, listed or not: QA's way to reach every
   * message of the catalogues, and "Unknown error" with a code nobody listed).
   */
  fail: string[];
  /** Like `fail`, for one call each: an entry is used up by the next call it fails (the call log's "fail next"). */
  failNext: string[];
  offline: boolean;
  /** The next authenticated call answers 401. */
  expire: boolean;
  /** Whitelabel flags and menu keys forced on (true) or off (false). */
  flags: Record<string, boolean>;
  /** Failed logins before the captcha flag is returned. */
  captchaAfter: number;
  /** Every server-supplied URL and HTML field answers a hostile value (./hostile.ts). */
  hostile: boolean;
  /**
   * Endpoint name → ms: the server carries the call out at once but its answer arrives this much
   * later (beyond the client's timeout: the order went through though the app gave up waiting).
   */
  slow: Record<string, number>;
  /** Endpoint names whose answers break their contract on purpose (./drift.ts): a field of the wrong type, a required one missing. */
  drift: string[];
  /** How far the demo's clock runs ahead of real time, in ms (./clock.ts): the Demo panel's fast-forward. */
  clock: number;
  /**
   * SMS codes come from the demo's stand-in for a third-party phone service (as a deployment with
   * VITE_PHONE_VERIFICATION gets them from Firebase), and logins carry its token (type `firebase`).
   */
  phoneVerification: boolean;
}

const STORAGE_KEY = 'MOCK_CONTROLS';
/** Default latency of the interactive demo; tests pass `mock.latency=0`. */
export const DEFAULT_LATENCY_MS = 300;
export const DEFAULT_IP = '198.51.100.24';

export const defaultControls = (): MockControls => ({
  maintenance: false,
  region: false,
  ip: DEFAULT_IP,
  latency: DEFAULT_LATENCY_MS,
  fail: [],
  failNext: [],
  offline: false,
  expire: false,
  flags: {},
  captchaAfter: 1,
  hostile: false,
  slow: {},
  drift: [],
  clock: 0,
  phoneVerification: false,
});

const truthy = (v: string) => v === '1' || v === 'true';

/** Parse `KEY:0,KEY:1` into a flag map. */
export function parseFlags(text: string): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const part of text.split(',')) {
    const [key, value] = part.split(':').map((s) => s.trim());
    if (key) flags[key] = value === undefined ? true : truthy(value);
  }
  return flags;
}

export const formatFlags = (flags: Record<string, boolean>) =>
  Object.entries(flags)
    .map(([k, v]) => `${k}:${v ? 1 : 0}`)
    .join(',');

/** Parse `NAME:MS,NAME:MS` into answer delays per endpoint; entries without a positive delay are dropped. */
export function parseSlow(text: string): Record<string, number> {
  const slow: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [name, ms] = part.split(':').map((s) => s.trim());
    if (name && Number(ms) > 0) slow[name] = Number(ms);
  }
  return slow;
}

export const formatSlow = (slow: Record<string, number>) =>
  Object.entries(slow)
    .map(([name, ms]) => `${name}:${ms}`)
    .join(',');

/** A comma list of endpoint names. */
const parseNames = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Apply the `mock.*` query parameters of a URL on top of the given controls. */
export function applyQuery(controls: MockControls, search: string): { controls: MockControls; reset: boolean } {
  const params = new URLSearchParams(search);
  const next = { ...controls, flags: { ...controls.flags } };
  const get = (k: string) => params.get(`${MOCK_PARAM_PREFIX}${k}`);
  const has = (k: string) => params.has(`${MOCK_PARAM_PREFIX}${k}`);
  if (has('maintenance')) next.maintenance = truthy(get('maintenance')!);
  if (has('region')) next.region = truthy(get('region')!);
  if (has('ip')) next.ip = get('ip')! || DEFAULT_IP;
  if (has('latency')) next.latency = Math.max(0, Number(get('latency')) || 0);
  if (has('fail')) next.fail = parseNames(get('fail')!);
  if (has('failNext')) next.failNext = parseNames(get('failNext')!);
  if (has('offline')) next.offline = truthy(get('offline')!);
  if (has('expire')) next.expire = truthy(get('expire')!);
  if (has('flags')) next.flags = { ...next.flags, ...parseFlags(get('flags')!) };
  if (has('captchaAfter')) next.captchaAfter = Math.max(0, Number(get('captchaAfter')) || 0);
  if (has('hostile')) next.hostile = truthy(get('hostile')!);
  if (has('slow')) next.slow = parseSlow(get('slow')!);
  if (has('drift')) next.drift = parseNames(get('drift')!);
  if (has('clock')) next.clock = Math.max(0, Number(get('clock')) || 0);
  if (has('phoneVerification')) next.phoneVerification = truthy(get('phoneVerification')!);
  return { controls: next, reset: truthy(get('reset') ?? '') };
}

/** Each control's kind; a field of MockControls without one fails the type check. */
const CONTROL_KINDS = {
  maintenance: isBoolean,
  region: isBoolean,
  ip: isString,
  latency: isFiniteNumber,
  fail: isArrayOf(isString),
  failNext: isArrayOf(isString),
  offline: isBoolean,
  expire: isBoolean,
  flags: isRecordOf(isBoolean),
  captchaAfter: isFiniteNumber,
  hostile: isBoolean,
  slow: isRecordOf(isFiniteNumber),
  drift: isArrayOf(isString),
  clock: isFiniteNumber,
  phoneVerification: isBoolean,
} satisfies { [K in keyof MockControls]-?: Guard<MockControls[K]> };
const hasStoredControlFields = hasFields(
  Object.fromEntries(Object.entries(CONTROL_KINDS).map(([field, guard]) => [field, isOptional<unknown>(guard)])),
);
/** The copy kept for the browser session: the fields it has are of their kinds (it may come from an older demo). */
const isStoredControls = (value: unknown): value is Partial<MockControls> => hasStoredControlFields(value);

/** The session's controls; the defaults where none are kept (new session, storage blocked, a corrupt copy). */
export function loadControls(): MockControls {
  // QA's setup outlives a logout, which empties the session area.
  keepThroughClear(STORAGE_KEY);
  return { ...defaultControls(), ...readJson(STORAGE_KEY, isStoredControls, 'session') };
}

/** Keep the controls for the browser session; with storage full or blocked they last as long as the page. */
export function saveControls(controls: MockControls): void {
  writeJson(STORAGE_KEY, controls, 'session');
}

/** How the call `name` is made to fail: a 500 server error, or a business error code (HTTP 200). */
export type Failure = { status: 500 } | { status: 200; code: string };

/** An entry of `fail` / `failNext` for the call `name`: a server error without a code, else that error code. */
export const failEntry = (name: string, code?: string): string => (code ? `${name}:${code}` : name);

/** The entry of `entries` that fails the call `name`, and how. */
function failureIn(entries: string[], name: string): { entry: string; failure: Failure } | null {
  const plain = entries.find((entry) => entry === '*' || entry === name);
  if (plain) return { entry: plain, failure: { status: 500 } };
  const coded = entries.find((entry) => entry.startsWith(`${name}:`));
  return coded ? { entry: coded, failure: { status: 200, code: coded.slice(name.length + 1) } } : null;
}

/**
 * How `mock.fail` / `mock.failNext` make the call `name` fail, or null. `usedUp` is the `failNext`
 * entry the failure spends (the server removes it), absent for a lasting `fail`.
 */
export function failureOf(controls: MockControls, name: string): (Failure & { usedUp?: string }) | null {
  const always = failureIn(controls.fail, name);
  if (always) return always.failure;
  const once = failureIn(controls.failNext, name);
  return once && { ...once.failure, usedUp: once.entry };
}

/** `entries` with the call `name` failing as `entry` says (an earlier entry of that call replaced), or no longer failing. */
export function withFailure(entries: string[], name: string, entry: string | null): string[] {
  const others = entries.filter((e) => e !== name && !e.startsWith(`${name}:`));
  return entry ? [...others, entry] : others;
}
