import type { Seat } from '@cronica/rules-kernel';
import type { z } from 'zod';
import type { ecgCommandSchema } from './command-schema.js';

/** Commands: the shapes `ecgCommandSchema` parses, each commented there with its rule. */
export type EcgCommand = z.infer<typeof ecgCommandSchema>;

export type EcgCommandType = EcgCommand['type'];
export type CommandOf<T extends EcgCommandType> = Extract<EcgCommand, { type: T }>;

export const seatOf = (command: EcgCommand): Seat => command.data.seat;
