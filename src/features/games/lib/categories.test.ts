// @vitest-environment node
import type { VendorCategory } from '@/api/types/games';
import { categoryHref, groupVendorCategories, homeSectionTypes, listedVendors, tabBarTypes } from './categories';

const v = (vassalage: string) => ({ vassalage, accountTypeName: vassalage });
const serverSorting: VendorCategory[] = [
  { gameCategory: 'RNG', vendorNames: [v('BGS'), v('PG')] },
  { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
  { gameCategory: 'PVP', vendorNames: [v('KY')] },
  { gameCategory: 'FISH', vendorNames: [v('JILI')] },
  { gameCategory: 'INHOUSE', vendorNames: [v('BGS')] },
  { gameCategory: 'SPORTS', vendorNames: [v('SABA'), v('BTI'), v('123BET'), v('TF'), v('IMSB'), v('DS88'), v('SV3')] },
  { gameCategory: 'LOTT', vendorNames: [v('GPI')] },
  { gameCategory: 'ELOTT', vendorNames: [v('TCG')] },
];

describe('vendor grouping', () => {
  const grouped = groupVendorCategories(serverSorting);
  const order = grouped.map((c) => c.gameCategory);
  const vendorsOf = (type: string) => grouped.find((c) => c.gameCategory === type)?.vendorNames.map((n) => n.vassalage);

  it('moves TF and IMSB from SPORTS to ESPORTS, right after SPORTS', () => {
    expect(vendorsOf('ESPORTS')).toEqual(['TF', 'IMSB']);
    expect(order.indexOf('ESPORTS')).toBe(order.indexOf('SPORTS') + 1);
  });

  it('moves DS88 and SV3 to COCKFIGHT, right after PVP', () => {
    expect(vendorsOf('COCKFIGHT')).toEqual(['DS88', 'SV3']);
    expect(order).toEqual(['RNG', 'LIVE', 'PVP', 'COCKFIGHT', 'FISH', 'INHOUSE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);
    expect(vendorsOf('SPORTS')).toEqual(['SABA', 'BTI', '123BET']);
  });

  it('drops SPORTS when every vendor moved away, and does not touch the input', () => {
    const onlyMoved = groupVendorCategories([{ gameCategory: 'SPORTS', vendorNames: [v('TF')] }]);
    expect(onlyMoved.map((c) => c.gameCategory)).toEqual(['ESPORTS']);
    expect(serverSorting[5]!.vendorNames).toHaveLength(7);
  });
});

describe('home sections and tab bar', () => {
  const grouped = groupVendorCategories(serverSorting);

  it('home: hot first, then every category in server order except ELOTT', () => {
    expect(homeSectionTypes(grouped)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'FISH',
      'INHOUSE',
      'SPORTS',
      'ESPORTS',
      'LOTT',
    ]);
  });

  it('tab bar: Hot and Rng first, then server order without ELOTT, LOTT and a duplicate RNG', () => {
    expect(tabBarTypes(grouped)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'FISH',
      'INHOUSE',
      'SPORTS',
      'ESPORTS',
    ]);
  });

  it('targets the spec routes per type', () => {
    expect(
      ['HOT', 'RNG', 'INHOUSE', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map(
        categoryHref,
      ),
    ).toEqual([
      '/m/hot',
      '/m/rng',
      '/m/inhouse',
      '/m/pvp',
      '/m/fish',
      '/m/live',
      '/m/sports',
      '/m/esports',
      '/m/cockfight',
      '/m/lott',
      '/m/lott',
    ]);
    expect(categoryHref('ARCADE')).toBe('/m/gameList?gameType=ARCADE');
  });

  it('never lists BTI, 123BET or TCG* vendors', () => {
    expect(listedVendors([v('SABA'), v('BTI'), v('123BET'), v('TCG'), v('TCG_SEA')]).map((n) => n.vassalage)).toEqual([
      'SABA',
    ]);
  });
});
