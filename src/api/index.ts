import { configReady } from '@/config/runtime';
import { currentLanguage } from '@/lib/i18n';
import { detectPlatform } from '@/lib/platform';
import { activeMerchantCode, getToken, useSessionStore } from '@/stores/session';
import { useNetworkStore } from '@/stores/network';
import { createHttpClient, type ApiClient, type HttpClientDeps } from './http';
import { checkAnswer } from './contract-check';

export type { ApiClient, CallOptions } from './http';
export { ApiError, errorMessageKey, loadErrorMessageKey, moneyOrderOf, outcomeUnknown } from './errors';
export { ENDPOINTS, type EndpointName } from './endpoints';
export { readAnswer, UNREADABLE_ANSWER_CODE } from './read-answer';

const deps: HttpClientDeps = {
  config: configReady,
  token: getToken,
  merchantCode: activeMerchantCode,
  language: currentLanguage,
  standaloneIos: () => {
    const p = detectPlatform();
    return p.ios && p.standalone;
  },
  onUnauthorized: (_endpoint, sentToken) =>
    useSessionStore.getState().refused(sentToken, window.location.pathname + window.location.search),
  onSlowChange: (delta) => useNetworkStore.getState().changeSlow(delta),
  checkAnswer,
};

/** The app's client: features call `api.<endpoint>(payload)`, never fetch. */
export const api = createHttpClient(deps);

/**
 * A client speaking for a token that is not (yet) the session's: a link's token, checked before it
 * is adopted. A 401 only fails its call; it does not end the current session.
 */
export const apiWithToken = (token: string): ApiClient =>
  createHttpClient({ ...deps, token: () => token, onUnauthorized: () => undefined });
