// @vitest-environment node
import { applyConfigOverrides } from '@/config/runtime';
import { bannerGroupOfType } from './banner-group';

describe('banner group of a game type (§2 game centre, lottery lobby)', () => {
  it("is the spec's m_hot unless the deployment names one for the type", () => {
    expect(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map(bannerGroupOfType)).toEqual(Array(5).fill('m_hot'));
    applyConfigOverrides({ bannerGroups: { SPORTS: 'm_sports' } });
    applyConfigOverrides({ bannerGroups: { LOTT: 'm_lott' } });
    expect(bannerGroupOfType('SPORTS')).toBe('m_sports');
    expect(bannerGroupOfType('LOTT')).toBe('m_lott');
    expect(bannerGroupOfType('COCKFIGHT')).toBe('m_hot');
  });
});
