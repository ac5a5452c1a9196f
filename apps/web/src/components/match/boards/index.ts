import type { ComponentType } from 'react';
import { AccionBoard } from './accion/AccionBoard';
import { accionTableSetup } from './accion/AccionSetup';
import { BladesBoard } from './BladesBoard';
import { DiceRaceBoard } from './DiceRaceBoard';
import { EcgBoard } from './ecg/EcgBoard';
import { GenericBoard } from './GenericBoard';
import { WotBoard } from './wot/WotBoard';
import type { BoardProps } from './types';
import type { TableSetup } from './setup-types';

export type { BoardProps } from './types';
export type { TableSetup } from './setup-types';

/**
 * One board per game id. A new game adds its board here, one line; a game without one is played
 * on the generic board (its legal commands in its own words).
 */
const BOARDS: Readonly<Record<string, ComponentType<BoardProps>>> = {
  accion: AccionBoard,
  'blades-of-ash': BladesBoard,
  'dice-race': DiceRaceBoard,
  ecg: EcgBoard,
  'warlords-of-terra': WotBoard,
};

export function boardFor(game: string): ComponentType<BoardProps> {
  return Object.hasOwn(BOARDS, game) ? BOARDS[game]! : GenericBoard;
}

/**
 * What a game adds to the table form (its seats' names, its format fields), for games set up
 * seat by seat; a game without one gets numbered seats and its standard format.
 */
const TABLE_SETUPS: Readonly<Record<string, TableSetup>> = {
  accion: accionTableSetup,
};

export function tableSetupFor(game: string): TableSetup | null {
  return Object.hasOwn(TABLE_SETUPS, game) ? TABLE_SETUPS[game]! : null;
}
