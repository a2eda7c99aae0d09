import type { VendorCategory, VendorName } from '@/api/types/games';
import { href } from '@/config/paths';
import { isExcludedVendor } from '@/lib/vendors';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, EXCLUDED_CATEGORY, LOTTERY_TYPES } from '../constants';

const has = (list: readonly string[], vendor: VendorName) => list.includes(vendor.vassalage.toUpperCase());

function append(categories: VendorCategory[], gameCategory: string, vendors: VendorName[], at: number): void {
  if (vendors.length === 0) return;
  const existing = categories.find((c) => c.gameCategory === gameCategory);
  if (existing)
    existing.vendorNames.push(...vendors.filter((v) => !existing.vendorNames.some((e) => e.vassalage === v.vassalage)));
  else categories.splice(Math.min(at, categories.length), 0, { gameCategory, vendorNames: vendors });
}

/**
 * §4 vendor grouping: within SPORTS, e-sports vendors move to ESPORTS (placed right after SPORTS)
 * and cockfight vendors to COCKFIGHT, placed right after PVP. Categories left empty disappear.
 */
export function groupVendorCategories(sorting: readonly VendorCategory[]): VendorCategory[] {
  const categories = sorting.map((c) => ({ ...c, vendorNames: [...c.vendorNames] }));
  const sports = categories.find((c) => c.gameCategory === 'SPORTS');
  if (sports) {
    const esports = sports.vendorNames.filter((v) => has(ESPORTS_VENDORS, v));
    const cockfight = sports.vendorNames.filter((v) => has(COCKFIGHT_VENDORS, v));
    sports.vendorNames = sports.vendorNames.filter((v) => !esports.includes(v) && !cockfight.includes(v));
    append(categories, 'ESPORTS', esports, categories.indexOf(sports) + 1);
    const pvp = categories.findIndex((c) => c.gameCategory === 'PVP');
    append(categories, 'COCKFIGHT', cockfight, pvp < 0 ? categories.length : pvp + 1);
  }
  return categories.filter((c) => c.vendorNames.length > 0);
}

/** §2 home: a hot section first, then one per category in server order, without ELOTT. */
export function homeSectionTypes(grouped: readonly VendorCategory[]): string[] {
  return [
    'HOT',
    ...unique(grouped.map((c) => c.gameCategory)).filter((type) => type !== EXCLUDED_CATEGORY && type !== 'HOT'),
  ];
}

/** §2 tab bar: Hot and Rng first, then server order without ELOTT, LOTT and a duplicate RNG. */
export function tabBarTypes(grouped: readonly VendorCategory[]): string[] {
  const rest = grouped.map((c) => c.gameCategory).filter((type) => !['HOT', 'RNG', ...LOTTERY_TYPES].includes(type));
  return unique(['HOT', 'RNG', ...rest]);
}

/** §2 footer/menu rule: vendors BTI, 123BET and TCG* are never listed. */
export function listedVendors(vendors: readonly VendorName[]): VendorName[] {
  return vendors.filter((v) => !isExcludedVendor(v.vassalage));
}

const CATEGORY_ROUTE = {
  HOT: 'hot',
  RNG: 'rng',
  INHOUSE: 'inhouse',
  PVP: 'pvp',
  FISH: 'fish',
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  LOTT: 'lott',
  ELOTT: 'lott',
} as const;

/** §2 tab targets; a category the spec does not name opens the provider game list of its type. */
export function categoryHref(type: string): string {
  const id = CATEGORY_ROUTE[type as keyof typeof CATEGORY_ROUTE];
  return id ? href(id) : href('gameList', { gameType: type });
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
