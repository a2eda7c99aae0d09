import vendorSorting from '@fixtures/vendorSorting.json';
import type { VendorGameTypes } from '@/api/types/games';
import type { DomainHandlers } from '../context';
import { vendorByCode, vendors } from '../catalogue';

export const gamesHandlers: DomainHandlers = {
  vendorSorting: () =>
    vendorSorting.map((c) => ({
      gameCategory: c.gameCategory,
      vendorNames: c.vendors.map((code) => {
        const v = vendorByCode.get(code)!;
        return { accountTypeName: v.displayName, vassalage: v.vassalage, displayName: v.displayName };
      }),
    })),
  vendorGameTypes: () => {
    const byType: VendorGameTypes = {};
    for (const v of vendors) {
      for (const type of v.types) (byType[type] ??= []).push({ vassalage: v.vassalage, displayName: v.displayName });
    }
    return byType;
  },
};
