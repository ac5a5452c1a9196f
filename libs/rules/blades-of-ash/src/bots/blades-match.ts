import { createRandomSource, deriveSubSeed, keysFromMatchSeed, type DeckList, type Seat } from '@cronica/rules-kernel';
import { playerSetupFromDeck } from '../content/decks.js';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesEvent } from '../engine/events.js';
import type { FormatOptions } from '../engine/format.js';
import { decideAndFold } from '../engine/decide.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesSetup, BladesState } from '../engine/state.js';
import { randomBot, type Bot, type BotName } from './bot.js';
import { greedyBot } from './greedy-bot.js';
import { playBotMatch, type BotMatch, type BotMatchOptions } from './match.js';

/**
 * A Blades of Ash bot for one seat of one match. Its randomness derives from the match seed under
 * its own label (`bot:seatN`), so a simulation is reproducible from the seed and the bots never
 * consume the game's dice or shuffles.
 */
export function createBladesBot(name: BotName, matchSeed: Uint8Array, seat: Seat): Bot<BladesState, BladesCommand> {
  const random = createRandomSource({ keyFor: keysFromMatchSeed(deriveSubSeed(matchSeed, `bot:seat${seat}`)) });
  switch (name) {
    case 'random': return randomBot(random);
    case 'greedy': {
      const guesses = keysFromMatchSeed(deriveSubSeed(matchSeed, `bot:seat${seat}:lookahead`));
      return greedyBot({ decideAndFold, random, lookahead: { random: createRandomSource({ keyFor: guesses }) } });
    }
  }
}

export interface BladesBotMatchOptions {
  /** Legal deck lists (`bladesDeckValidator`), seat 0 first. */
  readonly decks: readonly [DeckList, DeckList];
  readonly seed: Uint8Array;
  readonly bots: readonly [BotName, BotName];
  readonly format?: Partial<FormatOptions>;
  readonly observe?: BotMatchOptions<BladesState, BladesCommand, BladesEvent, BladesSetup>['observe'];
}

export type BladesBotMatch = BotMatch<BladesState, BladesCommand, BladesEvent>;

export function bladesSetup(decks: readonly [DeckList, DeckList], format?: Partial<FormatOptions>): BladesSetup {
  const players: BladesSetup['players'] = [playerSetupFromDeck(decks[0]), playerSetupFromDeck(decks[1])];
  return format === undefined ? { players } : { players, format };
}

/** Who decides next when the state says so (priority, dice, role); seat 0 otherwise. */
export function likelyBladesSeat(state: BladesState): Seat {
  const clash = state.clash;
  if (state.phase === 'actions' && clash !== null) return clash.pending.length > 1 ? clash.activation : clash.priority;
  if (state.phase === 'dice' && clash?.diceStep != null) return clash.diceStep.seat;
  if (state.phase === 'role' && state.roleChooser !== null) return state.roleChooser;
  return 0;
}

/** A whole skirmish between two bots, with every event the engine emitted. */
export function playBladesBotMatch(options: BladesBotMatchOptions): BladesBotMatch {
  return playBotMatch({
    module: bladesOfAsh,
    setup: bladesSetup(options.decks, options.format),
    seed: options.seed,
    bots: [createBladesBot(options.bots[0], options.seed, 0), createBladesBot(options.bots[1], options.seed, 1)],
    likelySeat: likelyBladesSeat,
    decideAndFold,
    ...(options.observe === undefined ? {} : { observe: options.observe }),
  });
}
