import { getConfig } from '@/config/runtime';
import { useSessionStore } from '@/stores/session';

/**
 * A token in the page's query (e.g. from a native app or an operator link) becomes session info
 * with the merchant code; the query is cleaned so the token never stays in the URL or history.
 * Member info (user name, type) is renewed by the member-info query once the app renders.
 */
export function adoptTokenFromUrl(location: Location = window.location): boolean {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (!token) return false;
  useSessionStore.getState().signIn({
    token,
    merchantCode: getConfig().merchantCode,
    userName: params.get('userName') ?? '',
    type: Number(params.get('type') ?? 0) || 0,
    firstTimeLogin: false,
  });
  params.delete('token');
  params.delete('userName');
  params.delete('type');
  const qs = params.toString();
  window.history.replaceState(window.history.state, '', location.pathname + (qs ? `?${qs}` : '') + location.hash);
  return true;
}
