import type { WebBoard } from '../types';
import { BladesBoard } from './BladesBoard';

/** Blades of Ash: its turn banner is the live region that says whose turn it is. */
export const board: WebBoard = { Board: BladesBoard, saysTurn: true };
