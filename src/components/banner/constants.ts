/**
 * §3 banner groups are help, m_home, m_pro, m_pro1, m_reg and m_hot: the game lists show m_hot, and
 * so do the game centres and lottery lobbies unless the deployment names a group for their type.
 */
export const HOT_BANNER_GROUP = 'm_hot';
/** Banner autoplay (games-and-content §9). */
export const BANNER_AUTOPLAY_MS = 5_000;
/** Banner artwork is 750×300: boxes keep that ratio so nothing shifts while images load. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;
/** §2 home's two promo banner slots, side by side (left to right). */
export const PROMO_BANNER_GROUPS = ['m_pro', 'm_pro1'] as const;
/**
 * A promo slot is half the page wide: its artwork is 342×200, drawn for that width (a 750×300
 * picture there would shrink its text to 6 px), and its box keeps that ratio (`.promo-banners`).
 */
export const PROMO_SLOT_ART = { width: 342, height: 200 } as const;
/** Banners change rarely: re-read them after five minutes. */
export const BANNER_STALE_MS = 5 * 60_000;
/** The announcements call's banner type and platform code. */
export const BANNER_TYPE = 'B';
export const BANNER_PLATFORM = 'M';
