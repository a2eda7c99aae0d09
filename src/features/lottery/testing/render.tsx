import type { ReactElement } from 'react';
import { useSessionStore } from '@/stores/session';
import { renderInApp, setupEnglish } from '../../../../tests/support/render';

/** English `common` and `lottery` strings, loaded once per test file. */
export const setupLotteryI18n = () => setupEnglish('lottery');

export const signInDemo = () =>
  useSessionStore
    .getState()
    .signIn({ token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false });

export const renderLottery = (ui: ReactElement, { path = '/m/lott' }: { path?: string } = {}) =>
  renderInApp(ui, { path });
