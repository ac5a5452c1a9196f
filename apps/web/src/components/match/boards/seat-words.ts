import type { Localized } from '@cronica/util';
import { matchMessages } from '../../../lib/match-messages';

/** How a game whose seats have roles calls one (a game master's, players'). */
export type SeatRole = (seat: number) => Localized;
/** The sides of a table, each the seats that play together, for a game whose seats are not each alone. */
export type SeatSides = (seats: readonly number[]) => readonly (readonly number[])[];

interface SeatsFile {
  readonly seatRole?: SeatRole;
  readonly seatSides?: SeatSides;
}

/**
 * Each board folder's `seats.ts`, by game id, where the game's seats have roles: it exports
 * `seatRole`, and `seatSides` where seats play together. Light and free of React, so server pages
 * (a replay's view tabs, an invitation) and the table name seats alike. Resolved when the web is
 * built and when its tests run; whole modules, as `index.ts` explains.
 */
const FOLDERS = import.meta.glob<SeatsFile>('./*/seats.ts', { eager: true });

function folderSeats([path, folder]: readonly [string, SeatsFile]) {
  const game = path.slice('./'.length, -'/seats.ts'.length);
  // A folder whose seats.ts exports nothing is a build fault, not a game with numbered seats.
  if (folder.seatRole === undefined) throw new Error(`boards/${game}/seats.ts exports no \`seatRole\``);
  return [game, folder] as const;
}

const SEATS: ReadonlyMap<string, SeatsFile> = new Map(Object.entries(FOLDERS).map(folderSeats));

/** The seat's role in `game` («Director de juego (DJ)», «Jugador 1»), or null where seats are numbered. */
export function seatRole(game: string | null, seat: number): Localized | null {
  const role = game === null ? undefined : SEATS.get(game)?.seatRole;
  return role ? role(seat) : null;
}

/** How a seat of `game` is called everywhere: by its role where the game's seats have roles, else «Asiento N». */
export function seatWords(game: string | null, seat: number): Localized {
  return seatRole(game, seat) ?? matchMessages.seatLabel(seat);
}

/** The table's sides, in seat order: the game's own where its seats play together, else each seat alone. */
export function seatSides(game: string | null, seats: readonly number[]): readonly (readonly number[])[] {
  const sides = game === null ? undefined : SEATS.get(game)?.seatSides;
  return sides ? sides(seats) : seats.map((seat) => [seat]);
}
