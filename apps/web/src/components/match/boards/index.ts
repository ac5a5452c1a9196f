import type { ComponentType } from 'react';
import { BladesBoard } from './BladesBoard';
import { DiceRaceBoard } from './DiceRaceBoard';
import { EcgBoard } from './ecg/EcgBoard';
import { GenericBoard } from './GenericBoard';
import { WotBoard } from './wot/WotBoard';
import type { BoardProps } from './types';

export type { BoardProps } from './types';

/**
 * One board per game id. A new game adds its board here, one line; a game without one is played
 * on the generic board (its legal commands in its own words).
 */
const BOARDS: Readonly<Record<string, ComponentType<BoardProps>>> = {
  'blades-of-ash': BladesBoard,
  'dice-race': DiceRaceBoard,
  ecg: EcgBoard,
  'warlords-of-terra': WotBoard,
};

export function boardFor(game: string): ComponentType<BoardProps> {
  return Object.hasOwn(BOARDS, game) ? BOARDS[game]! : GenericBoard;
}
