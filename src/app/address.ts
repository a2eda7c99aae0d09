/**
 * Take query parameters out of the page's address, in place (no new history entry; the rest of the
 * query and the hash stay), before the router reads it.
 */
export function dropFromAddress(names: readonly string[], location: Location = window.location): void {
  const params = new URLSearchParams(location.search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  window.history.replaceState(window.history.state, '', location.pathname + (query ? `?${query}` : '') + location.hash);
}
