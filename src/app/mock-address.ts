import { dropFromAddress } from './address';

/** The demo's mock controls come in the address as `mock.*` parameters (DECISIONS §4). */
export const MOCK_PARAM_PREFIX = 'mock.';

/**
 * The page's query as it came, with its `mock.*` parameters taken out of the address. The mock
 * applies them once and keeps them for the tab (mock-server/controls.ts), so neither a reload nor a
 * login's way back to the page applies them again over what the Demo panel changed since (a
 * `mock.reset` or `mock.expire` would strike again). Demo builds only: src/app/entry.client.tsx.
 */
export function takeMockQuery(location: Location = window.location): string {
  const { search } = location;
  const names = [...new URLSearchParams(search).keys()].filter((name) => name.startsWith(MOCK_PARAM_PREFIX));
  if (names.length > 0) dropFromAddress(names, location);
  return search;
}
