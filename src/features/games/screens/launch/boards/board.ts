import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { DemoRound } from '@/api/types/games';

/** What the demo game's frame gives its board: the last round, the player's pick and whether a bet is on its way. */
export interface BoardProps {
  round: DemoRound | undefined;
  pick: string;
  onPick(pick: string): void;
  stake: number;
  busy: boolean;
}

/** A demo game's board and how the frame around it speaks of it. */
export interface BoardDef {
  Board: ComponentType<BoardProps>;
  /** The play button's label key under `demo.actions`. */
  action: 'spin' | 'bet' | 'fire';
  /** The pick a visit starts on ('' for none: the player chooses before betting). */
  firstPick: string;
  /** The round's result in words, before "You won …" (empty where the board says it all). */
  describe(round: DemoRound, t: TFunction<'games'>): string;
}
