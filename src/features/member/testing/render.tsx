import type { ReactElement } from 'react';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { inLanguage, renderInApp, setupEnglish } from '../../../../tests/support/render';

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

/** Portuguese for this test: a decimal comma, "1.234,50". */
export const inPortuguese = () => inLanguage('PT', 'member');

/** Vietnamese for this test: a decimal comma and the currency symbol after the amount, "1.234,50 ¥". */
export const inVietnamese = () => inLanguage('VI', 'member');

export const renderMember = (ui: ReactElement, { path = '/m/member/home' }: { path?: string } = {}) =>
  renderInApp(ui, { path });
