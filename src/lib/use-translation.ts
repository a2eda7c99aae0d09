import type { i18n as I18n, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';
import type { Namespace } from './i18n';

/**
 * The app's `useTranslation`: react-i18next's hook for what the app uses of it (one namespace, `t`
 * and the instance). react-i18next's own copies the i18next instance into a new wrapper object,
 * spreads its options and makes a new fixed `t` on every mount; ≈ 100 components mount while
 * /m/home loads, and that was ≈ 60-70 ms of the load at 4× CPU (docs/performance.md, "Main-thread work (TBT)").
 * Here each language and namespace get one `t`, made once, and components follow language changes
 * through one shared listener. Like react-i18next's, it suspends until the namespace has loaded
 * (unless the instance says `react.useSuspense: false`, as the component tests do).
 *
 * Each `t` also remembers what it answered: a /m/home load asks i18next 561 times for 124 different
 * strings (every tile's "hot" badge, every section's "more"), and each ask costs i18next ≈ 40 µs
 * on the bench box. The memory is forgotten whenever resources are added or removed (a
 * namespace arriving, the Demo panel's strings), so a string never outlives the text it came from.
 */
export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: I18n;
}

interface Bound {
  subscribe: (onChange: () => void) => () => void;
  translations: Map<string, Translation<Namespace>>;
  memos: Set<Map<string, unknown>>;
  watchingStore: boolean;
}

/** Strings one `t` remembers; past it, it starts over (countdowns and amounts make new ones each second). */
export const TRANSLATION_MEMO_LIMIT = 500;

type LooseT = (key: unknown, options?: unknown) => unknown;

/**
 * The memo key of a call, or undefined for calls not worth or not safe to remember: key lists,
 * and options holding anything but strings, numbers and booleans (JSON would drop a function and
 * turn two different objects into the same text).
 */
function memoKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options === 'string') return `${key}\u0000${options}`; // t(key, defaultValue)
  if (typeof options !== 'object' || options === null) return undefined;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/** `t` with a memory, or i18next's own before the instance has a resource store (not initialised). */
function remembering<N extends Namespace>(i18n: I18n, bound: Bound, fixed: TFunction<N>): TFunction<N> {
  if (!i18n.store) return fixed;
  if (!bound.watchingStore) {
    const forget = () => bound.memos.forEach((memo) => memo.clear());
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
    bound.watchingStore = true;
  }
  const memo = new Map<string, unknown>();
  bound.memos.add(memo);
  const translate = fixed as unknown as LooseT;
  return ((key: unknown, options?: unknown) => {
    const id = memoKey(key, options);
    if (id === undefined) return translate(key, options);
    if (memo.has(id)) return memo.get(id);
    const value = translate(key, options);
    if (memo.size >= TRANSLATION_MEMO_LIMIT) memo.clear();
    memo.set(id, value);
    return value;
  }) as unknown as TFunction<N>;
}

const boundInstances = new WeakMap<I18n, Bound>();

function bind(i18n: I18n): Bound {
  let bound = boundInstances.get(i18n);
  if (bound) return bound;
  const listeners = new Set<() => void>();
  const memos: Bound['memos'] = new Set();
  i18n.on('languageChanged', () => listeners.forEach((listener) => listener()));
  bound = {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    translations: new Map(),
    memos,
    watchingStore: false,
  };
  boundInstances.set(i18n, bound);
  return bound;
}

export function useTranslation<N extends Namespace = 'common'>(namespace?: N): Translation<N> {
  const i18n = getI18n();
  const bound = bind(i18n);
  const currentLanguage = () => i18n.language;
  // The same on the server (the build's prerender) and in the browser: the instance's language.
  const language = useSyncExternalStore(bound.subscribe, currentLanguage, currentLanguage);
  const ns = namespace ?? ('common' as N);
  const key = `${language}|${ns}`;
  // A `t` in the cache means its namespace had loaded (or, without suspense, was asked for), and
  // namespaces do not unload: renders after the first skip i18next's check.
  let translation = bound.translations.get(key);
  if (!translation) {
    if (!i18n.hasLoadedNamespace(ns)) {
      const loading = i18n.loadNamespaces(ns);
      if (i18n.options.react?.useSuspense !== false) throw loading;
    }
    translation = { t: remembering(i18n, bound, i18n.getFixedT(language, ns)), i18n };
    bound.translations.set(key, translation);
  }
  return translation as Translation<N>;
}
