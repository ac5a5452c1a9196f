import { z } from 'zod';
import type { Seat } from './decider.js';

/**
 * A game's builder of command schemas for commands arriving as JSON with their metadata: each is
 * `{ type, data: { seat, ...fields }, metadata? }` and nothing else. `seat` is the seats a command
 * is sent for; a command the platform also sends passes its own seat schema as the third argument.
 */
export function commandSchemaBuilder(seat: z.ZodType<Seat>) {
  return <T extends string, S extends z.ZodRawShape>(type: T, fields: S, seatOfCommand: z.ZodType<Seat> = seat) =>
    z
      .object({
        type: z.literal(type),
        data: z.object({ seat: seatOfCommand, ...fields }).strict(),
        metadata: z.record(z.string(), z.unknown()).optional(),
      })
      .strict();
}
