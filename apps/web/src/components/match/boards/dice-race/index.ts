import type { WebBoard } from '../types';
import { DiceRaceBoard } from './DiceRaceBoard';

/** The test game's board. */
export const board: WebBoard = { Board: DiceRaceBoard };
