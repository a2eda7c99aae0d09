/** Vendors never listed in menus or the footer (games-and-content §2 "Footer"). */
export const EXCLUDED_VENDORS = ['BTI', '123BET'] as const;
export const EXCLUDED_VENDOR_PREFIX = 'TCG';

export function isExcludedVendor(vassalage: string): boolean {
  const v = vassalage.toUpperCase();
  return (EXCLUDED_VENDORS as readonly string[]).includes(v) || v.startsWith(EXCLUDED_VENDOR_PREFIX);
}
