import { useSessionStore } from '@/stores/session';
import { renderInApp, setupEnglish } from '../../../../tests/support/render';

/** English `common` and `agent` strings, loaded once per test file. */
export const setupAgentI18n = () => setupEnglish('agent');

export function signInAs(userName: string, type: number) {
  useSessionStore.getState().signIn({ token: 't0k3n', merchantCode: 'DEMO', userName, type, firstTimeLogin: false });
}

export const renderAgent = renderInApp;
