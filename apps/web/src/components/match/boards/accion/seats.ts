import { localized as l, type Localized } from '@cronica/util';

/** 003: seat 0 is the game master's, the others are the players'. */
export function seatRole(seat: number): Localized {
  return seat === 0 ? l('Director de juego (DJ)', 'Game master (GM)') : l(`Jugador ${seat}`, `Player ${seat}`);
}

/**
 * Who plays against whom: the game master, who runs the enemies (003_9d379b4d763b9b92.txt:58, "el
 * GM elige entre los enemigos"), against the players' party, which wins together.
 */
export function seatSides(seats: readonly number[]): readonly (readonly number[])[] {
  return [seats.filter((seat) => seat === 0), seats.filter((seat) => seat !== 0)].filter((side) => side.length > 0);
}
