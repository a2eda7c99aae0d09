import type { Game } from '@/api/types/games';

/** The picture a game's tile shows: its small mobile icon, else its icon (a server path or address). */
export const tileIconPath = (game: Game): string | undefined => game.mobileSmallIcon || game.iconUrl;
