import type { DemoGame } from '@/api/types/games';
import { baccarat } from './BaccaratBoard';
import type { BoardDef } from './board';
import { cockfight } from './CockfightBoard';
import { fishing } from './FishingBoard';
import { roulette } from './RouletteBoard';
import { slot } from './SlotBoard';
import { esports, sports } from './SportsBoard';

/** Each demo game's board (the launch URL's `game`). */
export const BOARDS: Record<DemoGame, BoardDef> = { slot, baccarat, roulette, fishing, sports, esports, cockfight };
