import {
  botFor,
  isRuleViolation,
  playDeckBotMatch,
  type BotMatch,
  type DeckBotMatchOptions,
  type DeckList,
} from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgEvent } from '../engine/events.js';
import { ecgFormatSchema, type EcgFormat } from '../engine/format.js';
import type { EcgSetup, EcgState } from '../engine/state.js';
import { ecg } from '../module/ecg.js';
import { createEcgSetup } from '../module/setup.js';

/** A bot for one seat: its stream derives from the match seed under `bot:seatN`, never a game stream. */
export function createEcgBot(name: string, matchSeed: Uint8Array, seat: number) {
  return botFor(ecg, name, matchSeed, seat);
}

export interface EcgBotMatchOptions extends DeckBotMatchOptions<EcgState, EcgCommand, EcgEvent, EcgSetup> {
  readonly format?: Partial<EcgFormat>;
}

export function ecgSetupOf(decks: readonly [DeckList, DeckList], format: Partial<EcgFormat> = {}): EcgSetup {
  const setup = createEcgSetup(decks, ecgFormatSchema.parse(format));
  if (isRuleViolation(setup)) throw new Error(`${setup.code}: ${setup.message.en}`);
  return setup;
}

/** A whole game between two bots (simulations, benchmarks, property tests), with the kernel's runner. */
export function playEcgBotMatch(options: EcgBotMatchOptions): BotMatch<EcgState, EcgCommand, EcgEvent> {
  return playDeckBotMatch(ecg, ecgSetupOf(options.decks, options.format), options);
}
