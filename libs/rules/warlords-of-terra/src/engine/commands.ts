import type { Seat } from '@cronica/rules-kernel';
import type { z } from 'zod';
import type { WotCommandSchema } from './command-schema.js';

/**
 * Commands: imperative, `{ type, data }`, each naming the seat it is sent for (SYSTEM_SEAT for the
 * platform's). The type is the shapes `WotCommandSchema` parses (commented there with their
 * rules), so the two cannot drift.
 */
export type WotCommand = z.infer<typeof WotCommandSchema>;

export type WotCommandType = WotCommand['type'];
export type CommandOf<T extends WotCommandType> = Extract<WotCommand, { type: T }>;

export const SYSTEM_COMMANDS = ['CallTime', 'JudgeRuling'] as const satisfies readonly WotCommandType[];

export const seatOf = (command: WotCommand): Seat => command.data.seat;
