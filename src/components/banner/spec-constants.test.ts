// @vitest-environment node
import { BANNER_AUTOPLAY_MS, HOT_BANNER_GROUP } from './constants';

describe('banner numbers (games-and-content §9, §3)', () => {
  it('autoplay every 5000 ms; lobbies without a group of their own show m_hot', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5_000);
    expect(HOT_BANNER_GROUP).toBe('m_hot');
  });
});
