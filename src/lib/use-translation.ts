import type { i18n as I18n, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';
import type { Namespace } from './i18n';

/**
 * The app's `useTranslation`: react-i18next's hook for what the app uses of it (one namespace, `t`
 * and the instance). react-i18next's own copies the i18next instance into a new wrapper object,
 * spreads its options and makes a new fixed `t` on every mount; ≈ 100 components mount while
 * /m/home loads, and that was ≈ 60-70 ms of the load at 4× CPU (docs/performance.md, round 14).
 * Here each language and namespace get one `t`, made once, and components follow language changes
 * through one shared listener. Like react-i18next's, it suspends until the namespace has loaded
 * (unless the instance says `react.useSuspense: false`, as the component tests do).
 */
export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: I18n;
}

interface Bound {
  subscribe: (onChange: () => void) => () => void;
  translations: Map<string, Translation<Namespace>>;
}

const boundInstances = new WeakMap<I18n, Bound>();

function bind(i18n: I18n): Bound {
  let bound = boundInstances.get(i18n);
  if (bound) return bound;
  const listeners = new Set<() => void>();
  i18n.on('languageChanged', () => listeners.forEach((listener) => listener()));
  bound = {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    translations: new Map(),
  };
  boundInstances.set(i18n, bound);
  return bound;
}

export function useTranslation<N extends Namespace = 'common'>(namespace?: N): Translation<N> {
  const i18n = getI18n();
  const bound = bind(i18n);
  const language = useSyncExternalStore(bound.subscribe, () => i18n.language);
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
    translation = { t: i18n.getFixedT(language, ns), i18n };
    bound.translations.set(key, translation);
  }
  return translation as Translation<N>;
}
