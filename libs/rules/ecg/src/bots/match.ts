import {
  createRandomSource,
  deriveSubSeed,
  isRuleViolation,
  keysFromMatchSeed,
  playBotMatch,
  type BotMatch,
  type BotMatchOptions,
  type DeckList,
} from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgEvent } from '../engine/events.js';
import { ecgFormatSchema, type EcgFormat } from '../engine/format.js';
import type { EcgSetup, EcgState } from '../engine/state.js';
import { ecg, likelyEcgSeat } from '../module/ecg.js';
import { createEcgSetup } from '../module/setup.js';
import { ecgBots } from './index.js';

/** A bot for one seat: its stream derives from the match seed under `bot:seatN`, never a game stream. */
export function createEcgBot(name: string, matchSeed: Uint8Array, seat: number) {
  const spec = ecgBots.find((bot) => bot.name === name);
  if (spec === undefined) throw new RangeError(`no ECG bot named ${name}`);
  return spec.create(createRandomSource({ keyFor: keysFromMatchSeed(deriveSubSeed(matchSeed, `bot:seat${seat}`)) }));
}

export interface EcgBotMatchOptions {
  readonly decks: readonly [DeckList, DeckList];
  readonly seed: Uint8Array;
  readonly bots: readonly [string, string];
  readonly format?: Partial<EcgFormat>;
  readonly observe?: BotMatchOptions<EcgState, EcgCommand, EcgEvent, EcgSetup>['observe'];
}

export function ecgSetupOf(decks: readonly [DeckList, DeckList], format: Partial<EcgFormat> = {}): EcgSetup {
  const setup = createEcgSetup(decks, ecgFormatSchema.parse(format));
  if (isRuleViolation(setup)) throw new Error(`${setup.code}: ${setup.message.en}`);
  return setup;
}

/** A whole game between two bots (simulations, benchmarks, property tests), with the kernel's runner. */
export function playEcgBotMatch(options: EcgBotMatchOptions): BotMatch<EcgState, EcgCommand, EcgEvent> {
  return playBotMatch({
    module: ecg,
    setup: ecgSetupOf(options.decks, options.format),
    seed: options.seed,
    bots: [createEcgBot(options.bots[0], options.seed, 0), createEcgBot(options.bots[1], options.seed, 1)],
    likelySeat: likelyEcgSeat,
    decideAndFold: ecg.decideAndFold,
    ...(options.observe === undefined ? {} : { observe: options.observe }),
  });
}
