import { localized as l, type Localized } from '@cronica/util';

/** 003: seat 0 is the game master's, the others are the players'. */
export function seatRole(seat: number): Localized {
  return seat === 0 ? l('Director de juego (DJ)', 'Game master (GM)') : l(`Jugador ${seat}`, `Player ${seat}`);
}
