import { DEFAULT_GAME_VENDOR } from '../constants';

/** §3: a game's vendor; one the server sends without `vassalage` is BGS. */
export const gameVendor = (game: { vassalage?: string }): string => game.vassalage || DEFAULT_GAME_VENDOR;
