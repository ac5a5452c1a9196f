import {
  commandGuard,
  isId,
  isIds,
  isIntIn,
  isOneOf,
  optionalField,
  SYSTEM_SEAT,
  type CommandShapes,
  type Seat,
} from '@cronica/rules-kernel';
import { z } from 'zod';
import { LINES, MANEUVERS } from '../cards/vocabulary.js';
import type { EcgCommand } from './commands.js';

/**
 * The shape of every ECG command, and so its type: `EcgCommand` is inferred from `ecgCommandSchema`
 * (commands are imperative, `{ type, data }`, and each names the seat it is sent for). The schema
 * parses commands arriving as JSON; `isWellFormedCommand` is the same check as a small table (the
 * kernel's `commandGuard`), which `decide` runs on every command without building zod results.
 */

const seat: z.ZodType<Seat> = z.union([z.literal(0), z.literal(1), z.literal(SYSTEM_SEAT)]);
const id = z.string().min(1).max(100);
const instance = z.number().int().min(0).max(1_000_000);
const command = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({ type: z.literal(type), data: z.object({ seat, ...data }).strict() }).strict();

export const ecgCommandSchema = z.discriminatedUnion('type', [
  /** "Antes de jugar": shuffle the 40 cards and draw the hero's starting hand. */
  command('DrawOpeningHand', {}),
  /** "El jugador con mayor renombre puede comenzar con el turno 1 o cederlo". */
  command('ChooseTurnOrder', { go: z.enum(['first', 'second']) }),
  /** "Fase de Reforzar": draw 0 to 2, discarding first when the hand would pass its limit (card ids, sorted). */
  command('Reinforce', { draw: z.number().int().min(0).max(10), discard: z.array(id).max(20).readonly() }),
  /** "Fin de Mazo": with the deck empty at the start of her reinforce phase, shuffle the discard into a new deck or not. */
  command('Reshuffle', { shuffle: z.boolean() }),
  /** "Jugar una tropa o general en corte ignorando su coste" (once per turn). */
  command('PlayToCourt', { card: id }),
  /** "Entrenar una tropa en batalla" in its formation line (either, for a double formation). */
  command('Train', { card: id, line: z.enum(LINES) }),
  /** An action, spell, reaction, Oración, legacy, or a general to the hero zone; `target` is a troop instance. */
  command('PlayCard', { card: id, target: instance.optional() }),
  /** An ability of the hero or of a card in play (`source` instance, `ability` index on the card). */
  command('UseAbility', { source: instance, ability: z.number().int().min(0).max(9), target: instance.optional() }),
  /** A battle maneuver of a troop without preparation ("Maniobras de Batalla"). */
  command('Maneuver', { troop: instance, maneuver: z.enum(MANEUVERS), target: instance.optional() }),
  /** Let the item on top of the stack resolve without answering it. */
  command('Pass', {}),
  /** End the action phase: resolution follows ("Fase de Resolución"). */
  command('EndTurn', {}),
  /** Discard before drawing, when a draw would pass the hand limit ("Cartas en la Mano"); card ids, sorted. */
  command('Discard', { cards: z.array(id).max(20).readonly() }),
  /** The seat loses at once (every game accepts it until the result). */
  command('Concede', {}),
  /** The platform calls the round's time (sent with SYSTEM_SEAT). */
  command('CallTime', {}),
]);

const isInstance = isIntIn(0, 1_000_000);

const SHAPES: CommandShapes<EcgCommand['type']> = {
  DrawOpeningHand: {},
  ChooseTurnOrder: { go: isOneOf(['first', 'second']) },
  Reinforce: { draw: isIntIn(0, 10), discard: isIds },
  Reshuffle: { shuffle: (v) => typeof v === 'boolean' },
  PlayToCourt: { card: isId },
  Train: { card: isId, line: isOneOf(LINES) },
  PlayCard: { card: isId, target: optionalField(isInstance) },
  UseAbility: { source: isInstance, ability: isIntIn(0, 9), target: optionalField(isInstance) },
  Maneuver: { troop: isInstance, maneuver: isOneOf(MANEUVERS), target: optionalField(isInstance) },
  Pass: {},
  EndTurn: {},
  Discard: { cards: isIds },
  Concede: {},
  CallTime: {},
};

/** Whether `value` is a command of a known type, with a seat (0, 1 or the system's) and only well-typed fields. */
export const isWellFormedCommand = commandGuard<EcgCommand>(SHAPES, {
  seats: [0, 1, SYSTEM_SEAT],
  onlyListedFields: true,
});
