import i18next from 'i18next';
import { act, type ReactElement } from 'react';
import ptCommon from '../../../../locales/pt/common.json';
import ptMember from '../../../../locales/pt/member.json';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { renderInApp, setupEnglish } from '../../../../tests/support/render';

/** English `common` and `member` strings, loaded once per test file. */
export const setupMemberI18n = () => setupEnglish('member');

export const DEMO_SESSION: SessionInfo = {
  token: 't-demo',
  merchantCode: 'DEMO',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
};

/** Log a player in (or out with `null`) for the next render. */
export function signInAs(session: SessionInfo | null = DEMO_SESSION) {
  useSessionStore.setState({ session, expiredFrom: null });
}

/** Switch the UI to Portuguese (a decimal comma, "1.234,50") for this test; English again after it. */
export async function inPortuguese() {
  i18next.addResourceBundle('PT', 'common', ptCommon);
  i18next.addResourceBundle('PT', 'member', ptMember);
  await act(() => i18next.changeLanguage('PT'));
  onTestFinished(async () => {
    await act(() => i18next.changeLanguage('EN'));
  });
}

export const renderMember = (ui: ReactElement, { path = '/m/member/home' }: { path?: string } = {}) =>
  renderInApp(ui, { path });
