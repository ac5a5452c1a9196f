import {
  botFor,
  isRuleViolation,
  playBotMatch,
  type BotMatch,
  type DeckBotMatchOptions,
  type GameBot,
} from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import type { WotEvent } from '../engine/events.js';
import { warlordsOfTerra } from '../engine/module.js';
import { WotOptionsSchema, type WotOptionsInput } from '../engine/options.js';
import type { WotSetup, WotState } from '../engine/state.js';
import { likelyWotSeat } from './match.js';

export type WotBotName = 'random' | 'greedy' | 'strong';

/**
 * A Warlords of Terra bot for one seat of one match. Its randomness derives from the match seed
 * under its own family (`bot:seatN`), so a simulation replays from the seed and the bots never
 * consume the game's shuffles.
 */
export function createWotBot(name: WotBotName, matchSeed: Uint8Array, seat: number): GameBot<WotState, WotCommand> {
  return botFor(warlordsOfTerra, name, matchSeed, seat);
}

/** Registered lists, and the match options when not the defaults. */
export interface WotBotMatchOptions extends DeckBotMatchOptions<WotState, WotCommand, WotEvent, WotSetup, WotBotName> {
  readonly options?: WotOptionsInput;
}

/** A whole match between two bots (simulations, demo data, benchmarks, property tests). */
export function playWotBotMatch(
  options: WotBotMatchOptions,
): BotMatch<WotState, WotCommand, WotEvent> & { readonly setup: WotSetup } {
  const setup = warlordsOfTerra.setup.create(options.decks, WotOptionsSchema.parse(options.options ?? {}));
  if (isRuleViolation(setup)) throw new RangeError(setup.message.en);
  const match = playBotMatch({
    module: warlordsOfTerra,
    setup,
    seed: options.seed,
    bots: [createWotBot(options.bots[0], options.seed, 0), createWotBot(options.bots[1], options.seed, 1)],
    likelySeat: likelyWotSeat,
    decideAndFold,
    ...(options.observe === undefined ? {} : { observe: options.observe }),
  });
  return { ...match, setup };
}
