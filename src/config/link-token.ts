/**
 * A link may carry a session token (`?token=`, from a native app or an operator). The pages' inline
 * boot script (src/app/boot-script.ts) takes it out of the address before anything else happens and
 * hands it to the app under this global name; src/app/session-from-url.ts adopts it.
 */
export const LINK_TOKEN_PARAM = 'token';
export const LINK_TOKEN_GLOBAL = '__linkToken';

declare global {
  interface Window {
    [LINK_TOKEN_GLOBAL]?: string | null;
  }
}
