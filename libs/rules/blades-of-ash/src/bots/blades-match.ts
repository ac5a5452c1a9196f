import { playDeckBotMatch, type DeckBotMatchOptions, type DeckList, type Seat } from '@cronica/rules-kernel';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesEvent } from '../engine/events.js';
import type { FormatOptions } from '../engine/format.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesSetup, BladesState } from '../engine/state.js';
import type { Bot, BotName } from './bot.js';
import { botFor, type BotMatch } from './match.js';

export { likelyBladesSeat } from '../module/bots.js';

/**
 * A Blades of Ash bot for one seat of one match. Its randomness derives from the match seed under
 * its own label (`bot:seatN`), so a simulation is reproducible from the seed and the bots never
 * consume the game's dice or shuffles.
 */
export function createBladesBot(name: BotName, matchSeed: Uint8Array, seat: Seat): Bot<BladesState, BladesCommand> {
  return { name, choose: botFor(bladesOfAsh, name, matchSeed, seat).choose };
}

/** Legal deck lists (`bladesDeckValidator`), and the format when not the standard one. */
export interface BladesBotMatchOptions extends DeckBotMatchOptions<
  BladesState,
  BladesCommand,
  BladesEvent,
  BladesSetup,
  BotName
> {
  readonly format?: Partial<FormatOptions>;
}

export type BladesBotMatch = BotMatch<BladesState, BladesCommand, BladesEvent>;

/** The setup of a skirmish between two deck lists (resolved from the shipped card set). */
export function bladesSetup(decks: readonly [DeckList, DeckList], format?: Partial<FormatOptions>): BladesSetup {
  return format === undefined ? { decks } : { decks, format };
}

/** A whole skirmish between two bots, with every event the engine emitted. */
export function playBladesBotMatch(options: BladesBotMatchOptions): BladesBotMatch {
  return playDeckBotMatch(bladesOfAsh, bladesSetup(options.decks, options.format), options);
}
