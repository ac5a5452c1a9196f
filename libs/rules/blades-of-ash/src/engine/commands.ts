import type { Seat } from '@cronica/rules-kernel';
import type { z } from 'zod';
import type { bladesCommandSchema } from './command-schema.js';

/**
 * Commands: imperative, `{ type, data }`, each naming the seat it is sent for. The type is the
 * shapes `bladesCommandSchema` parses (commented there with their rules), so the two cannot drift.
 */
export type BladesCommand = z.infer<typeof bladesCommandSchema>;

export type BladesCommandType = BladesCommand['type'];
export type CommandOf<T extends BladesCommandType> = Extract<BladesCommand, { type: T }>;

export const seatOf = (command: BladesCommand): Seat => command.data.seat;
