import { flattenWhitelabel, statusCode } from './site';

describe('system status gate', () => {
  it('maps the flags to 0 normal, 1 maintenance (also both), 2 region-restricted', () => {
    expect(statusCode({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(statusCode({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(statusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(statusCode({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(statusCode(undefined)).toBe(0);
  });
});

describe('whitelabel flags', () => {
  it('flattens the node tree into a flag map', () => {
    expect(
      flattenWhitelabel([
        { modId: 'CBS3', enabled: '1', childrenNodes: [{ modId: 'MAILCEN', enabled: '0' }, { modId: 'AGEPAG', enabled: '1', childrenNodes: [] }] },
        { modId: 'GOOGLELOGIN3', enabled: '0' },
      ]),
    ).toEqual({ CBS3: true, MAILCEN: false, AGEPAG: true, GOOGLELOGIN3: false });
  });
});
