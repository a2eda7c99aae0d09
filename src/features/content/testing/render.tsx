import { renderInApp, setupEnglish } from '../../../../tests/support/render';

/** English `common` and `content` strings, loaded once per test file. */
export const setupContentI18n = () => setupEnglish('content');

export const renderContent = renderInApp;
