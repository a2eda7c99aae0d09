import { renderInApp, setupEnglish } from '../../../../tests/support/render';

export { nextFrame } from '../../../../tests/support/render';

/** English `common` and `games` strings, loaded once per test file. */
export const setupGamesI18n = () => setupEnglish('games');

export const renderGames = renderInApp;
