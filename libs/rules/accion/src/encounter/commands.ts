import type { Seat } from '@cronica/rules-kernel';
import type { z } from 'zod';
import type { accionCommandSchema, cardRefSchema } from './command-schema.js';

/**
 * A card an attack combines: from the hand (by card), a table slot (a donated card) or the card
 * a flanking ally lent. A combo lists hand cards in hand order, then table slots ascending, then
 * the lent card.
 */
export type CardRef = z.infer<typeof cardRefSchema>;

/**
 * Commands: imperative, `{ type, data }`, each naming the seat it is sent for. The type is the
 * shapes `accionCommandSchema` parses (commented there with their rules), so the two cannot drift.
 */
export type AccionCommand = z.infer<typeof accionCommandSchema>;

export type AccionCommandType = AccionCommand['type'];
export type CommandOf<T extends AccionCommandType> = Extract<AccionCommand, { type: T }>;

export const seatOf = (command: AccionCommand): Seat => command.data.seat;

/** The commands in `legal` of one type, typed as that type's (a bot weighs its moves, its attacks…). */
export const ofType = <T extends AccionCommandType>(legal: readonly AccionCommand[], type: T): CommandOf<T>[] =>
  legal.filter((c): c is CommandOf<T> => c.type === type);
