import { FIRST_CALLS_GLOBAL, type PlannedCall } from '@/api/first-calls';
import { LINK_TOKEN_GLOBAL } from '@/config/link-token';
import { RUNTIME_CONFIG_GLOBAL } from '@/config/runtime';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** A page's first calls as the build recorded them (./first-calls-plan.ts). */
export interface FirstCallsPlan {
  /** The language they were recorded in (the build's default): the Language header. */
  language: string;
  calls: (PlannedCall & { unlessStored?: string })[];
}

/**
 * The inline script a live page's head runs (ES5, after the config file's request,
 * RUNTIME_CONFIG_SCRIPT): the page's first calls, sent before the app's code arrives. Only where
 * the recording is right: the page's plain address (a query such as `?lang=` or a category changes
 * the calls), a visitor (no session, no link token) in the build's language, on a deployment
 * without settings of its own: no /m/config.json (its answer is awaited: it comes before the app's
 * code), or empty ones in the page (`npm run configure-site`, sent at once).
 * A call whose answer the app keeps (the site status) is not sent when it is kept. The app takes
 * each answer for the same request (src/api/first-calls.ts); anything else it asks itself.
 */
export function firstCallsScript(plan: FirstCallsPlan): string {
  // In a <script>: no "</script>" may appear in the data.
  const data = JSON.stringify(plan).replace(/</g, '\\u003c');
  return `(function (plan) {
  var sent = [];
  window.${FIRST_CALLS_GLOBAL} = sent;
  var kept = function (key) {
    try {
      var value = localStorage.getItem(key);
      return value !== null && value !== 'null';
    } catch (error) {
      return true;
    }
  };
  try {
    var language = localStorage.getItem('${STORAGE_KEYS.language}');
    if (location.search || window.${LINK_TOKEN_GLOBAL} || kept('${STORAGE_KEYS.session}') || (language && language.toUpperCase() !== plan.language)) return;
  } catch (error) {
    return;
  }
  (window.${RUNTIME_CONFIG_GLOBAL} || Promise.resolve(null)).then(function (overrides) {
    // Settings of the deployment's own (a config file or the page's, not empty) may change any call.
    if (overrides && Object.keys(overrides).length > 0) return;
    plan.calls.forEach(function (call) {
      if (call.unlessStored && kept(call.unlessStored)) return;
      var answer = fetch(call.url, { method: call.method, headers: call.headers, body: call.body === null ? undefined : call.body });
      answer.catch(function () {});
      sent.push({ url: call.url, method: call.method, headers: call.headers, body: call.body, answer: answer });
    });
  });
})(${data});`;
}
