import { STORAGE_KEYS } from './storage-keys';
import { forgetLoginInThisTab, loggedInThisTab, noteLoginInThisTab, rememberChoiceOfThisTab } from './tab-login';

describe("this tab's login", () => {
  it('names the player who logged in here (any case) and their "Remember me" choice, in session storage', () => {
    expect(loggedInThisTab('demo01')).toBe(false);
    expect(rememberChoiceOfThisTab()).toBeNull();
    noteLoginInThisTab('demo01', false);
    expect(loggedInThisTab('DEMO01')).toBe(true);
    expect(loggedInThisTab('vip01')).toBe(false);
    expect(loggedInThisTab(undefined)).toBe(false);
    expect(rememberChoiceOfThisTab()).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.tabLogin)!)).toEqual({ user: 'demo01', remember: false });
    expect(localStorage.getItem(STORAGE_KEYS.tabLogin)).toBeNull();
  });

  it('is gone with the tab’s session storage (a new tab, a reopened browser) and on forget', () => {
    noteLoginInThisTab('demo01', true);
    sessionStorage.clear();
    expect(loggedInThisTab('demo01')).toBe(false);
    noteLoginInThisTab('demo01', true);
    forgetLoginInThisTab();
    expect(loggedInThisTab('demo01')).toBe(false);
  });

  it('ignores a wrongly shaped value', () => {
    sessionStorage.setItem(STORAGE_KEYS.tabLogin, '{"user":1,"remember":"yes"}');
    expect(loggedInThisTab('1')).toBe(false);
    expect(rememberChoiceOfThisTab()).toBeNull();
  });
});
