import type { ComponentType } from 'react';
import { AccionBoard } from './accion/AccionBoard';
import { accionTableSetup } from './accion/AccionSetup';
import { BladesBoard } from './BladesBoard';
import { DiceRaceBoard } from './DiceRaceBoard';
import { EcgBoard } from './ecg/EcgBoard';
import { GenericBoard } from './GenericBoard';
import { WotBoard, wotGameInMatch } from './wot/WotBoard';
import type { GameInMatch } from '../ConcedeButton';
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

/** Boards whose own banner is a live region that says whose turn it is (the table's status line then says only the rival's move). */
const SAYS_TURN: ReadonlySet<string> = new Set(['blades-of-ash']);

export function boardSaysTurn(game: string): boolean {
  return SAYS_TURN.has(game);
}

/**
 * The game being played of a best-of-N match, for games that play several in one match (Warlords
 * of Terra, 002 C.1): conceding then asks whether the game or the whole match is conceded.
 */
const GAMES_IN_MATCH: Readonly<Record<string, (state: unknown) => GameInMatch | null>> = {
  'warlords-of-terra': wotGameInMatch,
};

export function gameInMatch(game: string, state: unknown): GameInMatch | null {
  return Object.hasOwn(GAMES_IN_MATCH, game) && state !== null ? GAMES_IN_MATCH[game]!(state) : null;
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
