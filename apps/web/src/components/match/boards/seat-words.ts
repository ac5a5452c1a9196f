import type { Localized } from '@cronica/util';
import { matchMessages } from '../../../lib/match-messages';

/** How a game whose seats have roles calls one (a game master's, players'). */
export type SeatRole = (seat: number) => Localized;

/**
 * Each board folder's `seats.ts`, by game id, where the game's seats have roles: it exports
 * `seatRole`. Light and free of React, so server pages (a replay's view tabs, an invitation) and
 * the table name seats alike. Resolved when the web is built and when its tests run; whole modules,
 * as `index.ts` explains.
 */
const FOLDERS = import.meta.glob<{ readonly seatRole?: SeatRole }>('./*/seats.ts', { eager: true });

function folderRole([path, folder]: readonly [string, { readonly seatRole?: SeatRole }]) {
  const game = path.slice('./'.length, -'/seats.ts'.length);
  // A folder whose seats.ts exports nothing is a build fault, not a game with numbered seats.
  if (folder.seatRole === undefined) throw new Error(`boards/${game}/seats.ts exports no \`seatRole\``);
  return [game, folder.seatRole] as const;
}

const ROLES: ReadonlyMap<string, SeatRole> = new Map(Object.entries(FOLDERS).map(folderRole));

/** The seat's role in `game` («Director de juego (DJ)», «Jugador 1»), or null where seats are numbered. */
export function seatRole(game: string | null, seat: number): Localized | null {
  const role = game === null ? undefined : ROLES.get(game);
  return role ? role(seat) : null;
}

/** How a seat of `game` is called everywhere: by its role where the game's seats have roles, else «Asiento N». */
export function seatWords(game: string | null, seat: number): Localized {
  return seatRole(game, seat) ?? matchMessages.seatLabel(seat);
}
